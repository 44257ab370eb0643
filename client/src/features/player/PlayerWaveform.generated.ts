/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PlayerWaveformQueryVariables = Exact<{
  id: string | number;
}>;


export type PlayerWaveformQuery = { __typename: 'Query', track: { __typename: 'Track', id: string, waveformPeaks: string } | null };

export type PlayerVersionWaveformQueryVariables = Exact<{
  id: string | number;
}>;


export type PlayerVersionWaveformQuery = { __typename: 'Query', node:
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
    | { __typename: 'TrackVersion', waveformPeaks: string, id: string }
   | null };


export const PlayerWaveformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerWaveform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"track"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waveformPeaks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"IntValue","value":"800"}}]}]}}]}}]} as unknown as DocumentNode<PlayerWaveformQuery, PlayerWaveformQueryVariables>;
export const PlayerVersionWaveformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerVersionWaveform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waveformPeaks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"IntValue","value":"800"}}]}]}}]}}]}}]} as unknown as DocumentNode<PlayerVersionWaveformQuery, PlayerVersionWaveformQueryVariables>;