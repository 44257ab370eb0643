import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy, SeenWithHolder } from '../../graphql/access.js';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import { connectionType } from '../../graphql/connection.js';
import { Node } from '../../graphql/node.js';
import type { PlaylistSummary } from './playlist.service.js';

@ReadByPolicy('Playlist')
@ObjectType('Playlist', { description: "One of the signed-in artist's playlists.", implements: Node })
export class PlaylistType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  trackCount!: number;

  @Field(() => Float, { description: 'Total length of its tracks, in seconds.' })
  durationSeconds!: number;

  /** Not a field: the tracks whose covers `artwork` signs (playlist.resolver.ts). */
  coverTrackIds!: string[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'Last renamed or changed tracks.' })
  updatedAt!: Date;
}

export const PlaylistConnection = connectionType<PlaylistSummary>(
  PlaylistType,
  'Playlist',
  'A page of playlists.',
);

@SeenWithHolder()
@ObjectType()
export class DeletedPlaylist {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class CreatePlaylistInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, CLIENT_MUTATION_ID)
  clientMutationId?: string | null;
}

@InputType({ description: 'Renames a playlist.' })
export class UpdatePlaylistInput {
  @Field(() => ID)
  playlistId!: string;

  @Field(() => String)
  name!: string;
}

@InputType()
export class DeletePlaylistInput {
  @Field(() => ID)
  playlistId!: string;
}

@InputType()
export class AddTracksToPlaylistInput {
  @Field(() => ID)
  playlistId!: string;

  @Field(() => [ID], { description: 'Appended in this order; at most 100 at a time.' })
  trackIds!: string[];
}

@InputType()
export class RemoveTrackFromPlaylistInput {
  @Field(() => ID)
  playlistId!: string;

  @Field(() => ID)
  trackId!: string;
}

@InputType()
export class MoveTrackInPlaylistInput {
  @Field(() => ID)
  playlistId!: string;

  @Field(() => ID)
  trackId!: string;

  @Field(() => Int, { description: 'The 0-based place it moves to.' })
  toIndex!: number;
}
