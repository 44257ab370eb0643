// One PageInfo in the schema: the shared one, now that other lists page too.

import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../graphql/connection.js';
import { Track } from './track.entity.js';
import { TRACK_SORTS } from './track.inputs.js';
import type { TrackRow } from './track-listing.js';

export const TrackSortField = Object.fromEntries(TRACK_SORTS.map((sort) => [sort, sort])) as {
  [Sort in (typeof TRACK_SORTS)[number]]: Sort;
};
registerEnumType(TrackSortField, { name: 'TrackSort', description: 'What the track list is ordered by.' });

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@InputType({ description: 'The details of a track being uploaded.' })
export class UploadTrackInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  artist!: string;

  @Field(() => Float, { description: 'Between 20 and 300.' })
  bpm!: number;

  @Field(() => String)
  key!: string;

  @Field(() => String)
  genre!: string;

  @Field(() => String, { nullable: true })
  mood?: string | null;
}

@InputType({ description: 'Changes to a track; fields left out stay as they are.' })
export class UpdateTrackInput {
  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  artist?: string;

  @Field(() => Float, { nullable: true })
  bpm?: number;

  @Field(() => String, { nullable: true })
  key?: string;

  @Field(() => String, { nullable: true })
  genre?: string;

  @Field(() => String, { nullable: true })
  mood?: string;
}

@ArgsType()
export class TracksArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive, over title and artist.' })
  search?: string | null;

  @Field(() => String, { nullable: true })
  genre?: string | null;

  @Field(() => TrackSortField, { nullable: true, defaultValue: 'CREATED_AT' })
  sort?: (typeof TRACK_SORTS)[number];

  @Field(() => SortDirection, {
    nullable: true,
    description: 'Default: newest first by date, else A to Z / slowest first.',
  })
  direction?: SortDirection | null;

  @Field(() => Int, { nullable: true, defaultValue: 50, description: '1 to 100.' })
  first?: number;

  @Field(() => String, { nullable: true })
  after?: string | null;
}

@ObjectType({
  description: 'A waveform as min/max pairs, each between -1 and 1, ready for the player to draw.',
})
export class Waveform {
  @Field(() => [Float])
  min!: number[];

  @Field(() => [Float])
  max!: number[];
}

@ObjectType()
export class TrackEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Track)
  node!: TrackRow;
}

@ObjectType()
export class TrackConnection {
  @Field(() => [TrackEdge])
  edges!: TrackEdge[];

  @Field(() => [Track], { description: "The edges' tracks, for a client that needs no cursor per track." })
  nodes!: TrackRow[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'All tracks matching the filters, across pages.' })
  totalCount!: number;
}

@ObjectType()
export class DeletedTrack {
  @Field(() => ID)
  id!: string;
}
