/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LevelProgress_RelationshipFragment = { __typename: 'ManagerRelationship', chosen: boolean, level: number, levelName: string, tasksToNextLevel: number };

export const LevelProgress_RelationshipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LevelProgress_relationship"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerRelationship"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"tasksToNextLevel"}}]}}]} as unknown as DocumentNode<LevelProgress_RelationshipFragment, unknown>;