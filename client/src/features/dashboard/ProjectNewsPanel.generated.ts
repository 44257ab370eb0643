/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ProjectNewsPanel_QueryFragment = { __typename: 'Query', projectsWithNews: Array<{ __typename: 'Project', id: string, title: string, newActivityCount: number }> };

export const ProjectNewsPanel_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectNewsPanel_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectsWithNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"newActivityCount"}}]}}]}}]} as unknown as DocumentNode<ProjectNewsPanel_QueryFragment, unknown>;