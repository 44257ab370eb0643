/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PendingAnalysisQueryVariables = Exact<{
  id: string | number;
}>;


export type PendingAnalysisQuery = { __typename: 'Query', track: { __typename: 'Track', id: string, key: string, keyConfirmed: boolean, bpm: number, bpmConfirmed: boolean, analysis: { __typename: 'TrackAnalysis', status: Types.AnalysisStatus, key: string | null, keyConfidence: number | null, tempoBpm: number | null, tempoConfidence: number | null } } | null };


export const PendingAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"track"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShownDetail_track"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShownDetail_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"keyConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"keyConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"tempoBpm"}},{"kind":"Field","name":{"kind":"Name","value":"tempoConfidence"}}]}}]}}]} as unknown as DocumentNode<PendingAnalysisQuery, PendingAnalysisQueryVariables>;