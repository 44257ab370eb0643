/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SongVersions_SongFragment = { __typename: 'ProjectTrack', id: string, track: { __typename: 'Track', id: string, title: string }, versions: Array<{ __typename: 'TrackVersion', id: string, number: number, note: string, current: boolean, openCommentCount: number, createdAt: string, durationSeconds: number, analysis: { __typename: 'TrackAnalysis', status: Types.AnalysisStatus, loudnessLufs: number | null, truePeakDbtp: number | null, loudnessRangeLu: number | null }, uploadedBy: { __typename: 'Artist', id: string, artistName: string } | null }> };

export type UploadVersionMutationVariables = Exact<{
  input: Types.UploadVersionInput;
}>;


export type UploadVersionMutation = { __typename: 'Mutation', uploadVersion: { __typename: 'TrackVersion', id: string, number: number, current: boolean } };

export type SetCurrentVersionMutationVariables = Exact<{
  versionId: string | number;
}>;


export type SetCurrentVersionMutation = { __typename: 'Mutation', setCurrentVersion: { __typename: 'TrackVersion', id: string, current: boolean } };

export type DeleteVersionMutationVariables = Exact<{
  versionId: string | number;
}>;


export type DeleteVersionMutation = { __typename: 'Mutation', deleteVersion: { __typename: 'DeletedVersion', id: string } };

export type SongVersionLoudnessQueryVariables = Exact<{
  id: string | number;
}>;


export type SongVersionLoudnessQuery = { __typename: 'Query', node:
    | { __typename: 'Artist' }
    | { __typename: 'Comment' }
    | { __typename: 'DirectMessage' }
    | { __typename: 'Lyrics' }
    | { __typename: 'ManagerMessage' }
    | { __typename: 'ManagerTask' }
    | { __typename: 'Note' }
    | { __typename: 'Notification' }
    | { __typename: 'Playlist' }
    | { __typename: 'Project' }
    | { __typename: 'ProjectTrack', id: string, versions: Array<{ __typename: 'TrackVersion', id: string, analysis: { __typename: 'TrackAnalysis', status: Types.AnalysisStatus, loudnessLufs: number | null, truePeakDbtp: number | null, loudnessRangeLu: number | null } }> }
    | { __typename: 'Track' }
    | { __typename: 'TrackVersion' }
   | null };

export const SongVersions_SongFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SongVersions_song"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTrack"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"track"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"openCommentCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loudnessLufs"}},{"kind":"Field","name":{"kind":"Name","value":"truePeakDbtp"}},{"kind":"Field","name":{"kind":"Name","value":"loudnessRangeLu"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}}]}}]}}]}}]} as unknown as DocumentNode<SongVersions_SongFragment, unknown>;
export const UploadVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<UploadVersionMutation, UploadVersionMutationVariables>;
export const SetCurrentVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCurrentVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCurrentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<SetCurrentVersionMutation, SetCurrentVersionMutationVariables>;
export const DeleteVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteVersionMutation, DeleteVersionMutationVariables>;
export const SongVersionLoudnessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SongVersionLoudness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectTrack"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"loudnessLufs"}},{"kind":"Field","name":{"kind":"Name","value":"truePeakDbtp"}},{"kind":"Field","name":{"kind":"Name","value":"loudnessRangeLu"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SongVersionLoudnessQuery, SongVersionLoudnessQueryVariables>;