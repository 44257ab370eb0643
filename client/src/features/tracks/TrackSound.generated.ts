/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TrackSoundQueryVariables = Exact<{
  id: string | number;
}>;


export type TrackSoundQuery = { __typename: 'Query', track: { __typename: 'Track', id: string, bpm: number, bpmConfirmed: boolean, key: string, keyConfirmed: boolean, ownedByMe: boolean, analysis: { __typename: 'TrackAnalysis', status: Types.AnalysisStatus, tempoBpm: number | null, tempoConfidence: number | null, key: string | null, keyConfidence: number | null, loudnessLufs: number | null, truePeakDbtp: number | null, loudnessRangeLu: number | null }, duplicates: Array<{ __typename: 'Track', id: string, title: string, createdAt: string }> } | null };

export type UseDetectedSoundMutationVariables = Exact<{
  input: Types.UpdateTrackInput;
}>;


export type UseDetectedSoundMutation = { __typename: 'Mutation', updateTrack: { __typename: 'Track', id: string, bpm: number, bpmConfirmed: boolean, key: string, keyConfirmed: boolean } };


export const TrackSoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackSound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"track"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"keyConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tempoBpm"}},{"kind":"Field","name":{"kind":"Name","value":"tempoConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"keyConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"loudnessLufs"}},{"kind":"Field","name":{"kind":"Name","value":"truePeakDbtp"}},{"kind":"Field","name":{"kind":"Name","value":"loudnessRangeLu"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<TrackSoundQuery, TrackSoundQueryVariables>;
export const UseDetectedSoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UseDetectedSound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTrackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"keyConfirmed"}}]}}]}}]} as unknown as DocumentNode<UseDetectedSoundMutation, UseDetectedSoundMutationVariables>;