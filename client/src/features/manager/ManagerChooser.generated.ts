/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ManagerChooser_PersonaFragment = { __typename: 'ManagerPersona', style: Types.ManagerStyle, name: string, title: string, avatar: string, description: string, traits: Array<string> };

export const ManagerChooser_PersonaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagerChooser_persona"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerPersona"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"traits"}}]}}]} as unknown as DocumentNode<ManagerChooser_PersonaFragment, unknown>;