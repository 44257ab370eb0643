/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ManagerProposal_MessageFragment = { __typename: 'ManagerMessage', id: string, proposal: { __typename: 'ManagerProposal', title: string, reason: string, accepted: boolean } | null };

export type AcceptManagerProposalMutationVariables = Exact<{
  messageId: string | number;
}>;


export type AcceptManagerProposalMutation = { __typename: 'Mutation', acceptManagerProposal: { __typename: 'ManagerMessage', id: string, proposal: { __typename: 'ManagerProposal', title: string, reason: string, accepted: boolean } | null } };

export const ManagerProposal_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagerProposal_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<ManagerProposal_MessageFragment, unknown>;
export const AcceptManagerProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptManagerProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptManagerProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagerProposal_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagerProposal_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<AcceptManagerProposalMutation, AcceptManagerProposalMutationVariables>;