import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/node.js';
import { Track } from '../tracks/track.entity.js';

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

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'Last renamed or changed tracks.' })
  updatedAt!: Date;

  /** Set when the query that found the playlist loaded its tracks already (see the resolver). */
  tracks?: Track[];
}

@ObjectType()
export class DeletedPlaylist {
  @Field(() => ID)
  id!: string;
}
