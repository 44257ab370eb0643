import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { User } from '../accounts/user.entity.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import { TrackAudioFormat } from '../tracks/track-audio-format.js';
import { ProjectTrack } from './project-track.entity.js';

/** The facts read from a version's file at upload. */
export interface VersionFile {
  storageKey: string;
  format: TrackAudioFormat;
  durationSeconds: number;
  sampleRate: number;
  channels: number;
  bitRate: number;
  sizeBytes: number;
  peaks: Buffer;
}

/**
 * One recording of a song in a project. v1 is the song's library track (its file stays the track's:
 * `ownsFile` is false); each upload adds the next number with a file of its own, which goes with it.
 * One version of a song is current: the newest, unless the owner chose an earlier one.
 */
@ReadByPolicy('TrackVersion')
@ObjectType({
  description:
    "One recording of a song in a project (v1, v2, ...), with its file's facts and who uploaded it.",
  implements: Node,
})
@Entity({ tableName: 'track_versions' })
@Unique({ name: 'track_versions_song_number_unique', properties: ['song', 'number'] })
@Index({
  name: 'track_versions_one_current',
  expression:
    'create unique index "track_versions_one_current" on "track_versions" ("song_id") where "current"',
})
@Check({ name: 'track_versions_number_positive', expression: 'number >= 1' })
@Check({
  name: 'track_versions_analysis_status',
  expression: "analysis_status in ('PENDING', 'DONE', 'FAILED')",
})
@Index({
  name: 'track_versions_analysis_pending_index',
  expression:
    'create index "track_versions_analysis_pending_index" on "track_versions" ("created_at", "id") where "analysis_status" = \'PENDING\' and "owns_file"',
})
export class TrackVersion {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => ProjectTrack, { deleteRule: 'cascade' })
  song: ProjectTrack;

  @Field(() => Int, { description: '1 for the first recording, then one more for each upload.' })
  @Property({ type: 'integer' })
  number: number;

  /** Who uploaded it; null once their account is deleted (the version stays the project's). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  uploader: User | null;

  @Field(() => String, { description: 'What changed, as the uploader wrote it; empty when not given.' })
  @Property({ type: 'text', default: '' })
  note: string & Opt = '';

  @Field(() => Boolean, {
    description: 'The version the song plays now: the newest, unless the owner made an earlier one current.',
  })
  @Property({ type: 'boolean' })
  current: boolean & Opt = true;

  /** False for v1, whose file is the song's library track's: deleting v1 leaves the file to the track. */
  @Property({ type: 'boolean', hidden: true })
  ownsFile: boolean;

  @Property({ type: 'string', length: 255, hidden: true })
  storageKey: string;

  @Field(() => TrackAudioFormat)
  @Property({ type: 'string', length: 8 })
  format: TrackAudioFormat;

  @Field(() => Float)
  @Property({ type: 'double' })
  durationSeconds: number;

  @Field(() => Int, { name: 'sampleRateHz' })
  @Property({ type: 'integer' })
  sampleRate: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  channels: number;

  @Field(() => Int, { name: 'bitRateBitsPerSecond' })
  @Property({ type: 'integer' })
  bitRate: number;

  @Field(() => GraphQLSafeInt, { description: 'The stored file, in bytes.' })
  @Property({ type: 'integer' })
  sizeBytes: number;

  /** Packed min/max pairs, as a track's (waveform-peaks.ts); loaded only for a waveform. */
  @Property({ type: 'blob', hidden: true, lazy: true })
  peaks: Buffer;

  // What the analysis detected in a version's own file (version-analysis.service.ts); v1's is its
  // track's. GraphQL answers them as `analysis`.
  @Property({ type: 'string', length: 8, default: AnalysisStatus.PENDING, hidden: true })
  analysisStatus: AnalysisStatus & Opt = AnalysisStatus.PENDING;

  @Property({ type: 'double', nullable: true, hidden: true })
  tempoBpm?: number | null;

  @Property({ type: 'double', nullable: true, hidden: true })
  tempoConfidence?: number | null;

  @Property({ type: 'string', length: 16, nullable: true, hidden: true })
  detectedKey?: string | null;

  @Property({ type: 'double', nullable: true, hidden: true })
  keyConfidence?: number | null;

  @Property({ type: 'double', nullable: true, hidden: true })
  loudnessLufs?: number | null;

  @Property({ type: 'double', nullable: true, hidden: true })
  truePeakDbtp?: number | null;

  @Property({ type: 'double', nullable: true, hidden: true })
  loudnessRangeLu?: number | null;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  analysedAt?: Date | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(props: {
    song: ProjectTrack;
    number: number;
    uploader: User | null;
    file: VersionFile;
    ownsFile: boolean;
    note?: string;
  }) {
    this.song = props.song;
    this.number = props.number;
    this.uploader = props.uploader;
    this.ownsFile = props.ownsFile;
    this.note = props.note ?? '';
    this.storageKey = props.file.storageKey;
    this.format = props.file.format;
    this.durationSeconds = props.file.durationSeconds;
    this.sampleRate = props.file.sampleRate;
    this.channels = props.file.channels;
    this.bitRate = props.file.bitRate;
    this.sizeBytes = props.file.sizeBytes;
    this.peaks = props.file.peaks;
  }
}
