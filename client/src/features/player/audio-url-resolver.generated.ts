/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type FreshTrackAudioUrlQueryVariables = Exact<{
  id: string | number;
}>;


export type FreshTrackAudioUrlQuery = { __typename: 'Query', track: { __typename: 'Track', id: string, ownedByMe: boolean, title: string, artist: string, durationSeconds: number, audio: { __typename: 'SignedUrl', url: string }, cover: { __typename: 'SignedUrl', url: string } | null, largeCover: { __typename: 'SignedUrl', url: string } | null } | null };

export type FreshVersionAudioQueryVariables = Exact<{
  id: string | number;
}>;


export type FreshVersionAudioQuery = { __typename: 'Query', node:
    | { __typename: 'Artist', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'DirectMessage', id: string }
    | { __typename: 'Lyrics', id: string }
    | { __typename: 'ManagerMessage', id: string }
    | { __typename: 'ManagerTask', id: string }
    | { __typename: 'Note', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'Playlist', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'ProjectTrack', id: string }
    | { __typename: 'Track', id: string }
    | { __typename: 'TrackVersion', id: string, audio: { __typename: 'SignedUrl', url: string } }
   | null };

export type FreshNoteAudioQueryVariables = Exact<{
  id: string | number;
}>;


export type FreshNoteAudioQuery = { __typename: 'Query', node:
    | { __typename: 'Artist', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'DirectMessage', id: string }
    | { __typename: 'Lyrics', id: string }
    | { __typename: 'ManagerMessage', id: string }
    | { __typename: 'ManagerTask', id: string }
    | { __typename: 'Note', id: string, audio: { __typename: 'SignedUrl', url: string } | null }
    | { __typename: 'Notification', id: string }
    | { __typename: 'Playlist', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'ProjectTrack', id: string }
    | { __typename: 'Track', id: string }
    | { __typename: 'TrackVersion', id: string }
   | null };

export type FreshTrackItemQueryVariables = Exact<{
  id: string | number;
}>;


export type FreshTrackItemQuery = { __typename: 'Query', track: { __typename: 'Track', id: string, ownedByMe: boolean, title: string, artist: string, durationSeconds: number, cover: { __typename: 'SignedUrl', url: string } | null, largeCover: { __typename: 'SignedUrl', url: string } | null } | null };


export const FreshTrackAudioUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreshTrackAudioUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"track"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownedByMe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerItem_track"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerItem_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"largeCover"},"name":{"kind":"Name","value":"cover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<FreshTrackAudioUrlQuery, FreshTrackAudioUrlQueryVariables>;
export const FreshVersionAudioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreshVersionAudio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FreshVersionAudioQuery, FreshVersionAudioQueryVariables>;
export const FreshNoteAudioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreshNoteAudio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FreshNoteAudioQuery, FreshNoteAudioQueryVariables>;
export const FreshTrackItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreshTrackItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"track"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByMe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerItem_track"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerItem_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"largeCover"},"name":{"kind":"Name","value":"cover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<FreshTrackItemQuery, FreshTrackItemQueryVariables>;