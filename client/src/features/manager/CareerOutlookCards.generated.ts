/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CareerOutlookQueryVariables = Exact<{ [key: string]: never; }>;


export type CareerOutlookQuery = { __typename: 'Query', careerOutlook: { __typename: 'CareerOutlook', missingFigures: Array<Types.OutlookFigure>, pathway: { __typename: 'SuccessPathway', level: number, totalLevels: number, confidencePercent: number, nextMilestone: string, estimatedTime: string } | null, growth: Array<{ __typename: 'GrowthPrediction', metric: Types.GrowthMetric, current: number, predicted: number }> } };


export const CareerOutlookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CareerOutlook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careerOutlook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missingFigures"}},{"kind":"Field","name":{"kind":"Name","value":"pathway"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"totalLevels"}},{"kind":"Field","name":{"kind":"Name","value":"confidencePercent"}},{"kind":"Field","name":{"kind":"Name","value":"nextMilestone"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"growth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"predicted"}}]}}]}}]}}]} as unknown as DocumentNode<CareerOutlookQuery, CareerOutlookQueryVariables>;