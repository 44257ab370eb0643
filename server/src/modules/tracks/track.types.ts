import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import {
  ArgsType,
  Extensions,
  Field,
  Float,
  ID,
  InputType,
  ObjectType,
  registerEnumType,
} from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import { ConnectionArgs, connectionType } from '../../graphql/connection.js';
import { WHOLE_NUMBER_LIST } from '../../graphql/whole-lists.js';
import { Track } from './track.entity.js';
import { DETECTABLE_DETAILS, TRACK_SORTS } from './track.inputs.js';
import { BPM_RANGE, lengthRule } from './track-details.js';
import type { TrackRow } from './track-listing.js';

const BPM_RULE = `Between ${BPM_RANGE.min} and ${BPM_RANGE.max}.`;

export const TrackSortField = Object.fromEntries(TRACK_SORTS.map((sort) => [sort, sort])) as {
  [Sort in (typeof TRACK_SORTS)[number]]: Sort;
};
registerEnumType(TrackSortField, { name: 'TrackSort', description: 'What the track list is ordered by.' });

export const DetectableDetail = Object.fromEntries(DETECTABLE_DETAILS.map((name) => [name, name])) as {
  [Name in (typeof DETECTABLE_DETAILS)[number]]: Name;
};
registerEnumType(DetectableDetail, {
  name: 'DetectableDetail',
  description: 'A track detail whose value may be what was detected in the audio rather than typed.',
});

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@InputType({ description: 'A track being uploaded: its file and details.' })
export class UploadTrackInput {
  // graphql-upload's scalar yields a promise of the upload.
  @Field(() => GraphQLUpload, { description: 'The MP3 or WAV (multipart request: variables.input.file).' })
  file!: Promise<FileUpload>;

  @Field(() => String, { description: lengthRule('title') })
  title!: string;

  @Field(() => String, { description: lengthRule('artist') })
  artist!: string;

  @Field(() => Float, { description: BPM_RULE })
  bpm!: number;

  @Field(() => String, { description: lengthRule('key') })
  key!: string;

  @Field(() => String, { description: lengthRule('genre') })
  genre!: string;

  @Field(() => String, { nullable: true, description: lengthRule('mood') })
  mood?: string | null;

  @Field(() => [DetectableDetail], {
    nullable: true,
    description:
      "Which of bpm and key hold what was detected (the upload screen prefills them) rather than what the artist typed: they stay unconfirmed (bpmConfirmed, keyConfirmed), the server's analysis replaces them with its own confident detection, and an edit confirms them.",
  })
  detected?: (typeof DETECTABLE_DETAILS)[number][] | null;

  @Field(() => String, CLIENT_MUTATION_ID)
  clientMutationId?: string | null;
}

@InputType({ description: 'Changes to a track; fields left out stay as they are.' })
export class UpdateTrackInput {
  @Field(() => ID)
  trackId!: string;

  @Field(() => String, { nullable: true, description: lengthRule('title') })
  title?: string;

  @Field(() => String, { nullable: true, description: lengthRule('artist') })
  artist?: string;

  @Field(() => Float, { nullable: true, description: BPM_RULE })
  bpm?: number;

  @Field(() => String, { nullable: true, description: lengthRule('key') })
  key?: string;

  @Field(() => String, { nullable: true, description: lengthRule('genre') })
  genre?: string;

  @Field(() => String, { nullable: true, description: lengthRule('mood') })
  mood?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Show it on your artist page, where every signed-in artist may play it; false takes it off.',
  })
  onArtistPage?: boolean;
}

@InputType()
export class DeleteTrackInput {
  @Field(() => ID)
  trackId!: string;
}

@ArgsType()
export class TracksArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive, over title and artist.' })
  search?: string | null;

  @Field(() => String, { nullable: true })
  genre?: string | null;

  @Field(() => Float, { nullable: true, description: 'Only tracks at this BPM or faster.' })
  bpmMin?: number | null;

  @Field(() => Float, { nullable: true, description: 'Only tracks at this BPM or slower.' })
  bpmMax?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Only tracks in this key, as artists type it ('A minor', 'F#m') or its Camelot code ('11A'). A track is in its own key, or where that is no key ('Unknown'), in its confidently detected one.",
  })
  key?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'With key: also the keys that mix with it, its Camelot neighbours (the relative key, and a fifth up and down).',
  })
  compatibleKeys?: boolean | null;

  @Field(() => TrackSortField, { nullable: true, defaultValue: 'CREATED_AT' })
  sort?: (typeof TRACK_SORTS)[number];

  @Field(() => SortDirection, {
    nullable: true,
    description: 'Default: newest first by date, else A to Z / slowest first.',
  })
  direction?: SortDirection | null;
}

@SeenWithHolder()
@ObjectType({
  description: 'A waveform as min/max pairs, each between -1 and 1, ready for the player to draw.',
})
export class Waveform {
  @Extensions({ [WHOLE_NUMBER_LIST]: true })
  @Field(() => [Float])
  min!: number[];

  @Extensions({ [WHOLE_NUMBER_LIST]: true })
  @Field(() => [Float])
  max!: number[];
}

export const TrackConnection = connectionType<TrackRow>(Track, 'Track', 'A page of tracks.');

@SeenWithHolder()
@ObjectType()
export class DeletedTrack {
  @Field(() => ID)
  id!: string;
}
