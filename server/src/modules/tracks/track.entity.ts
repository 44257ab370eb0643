import { filedKeyCode } from '@backline/field-rules';
import { Check, Collection, Entity, Index, ManyToOne, OneToMany, type Opt, Property } from '@mikro-orm/core';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../accounts/user.entity.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import type { ProjectTrack } from '../projects/project-track.entity.js';
import { KEY_ORDER_SQL } from './key-order.js';
import { TrackAudioFormat } from './track-audio-format.js';
import { TRACK_TEXT_DETAILS } from './track-details.js';

/** A recording in an artist's library, with the facts read from its bytes at upload. */
@ReadByPolicy('Track')
@ObjectType({
  description:
    "A recording in an artist's library: the signed-in artist's own, one shared with them in a project, or one on another artist's page.",
  implements: Node,
})
@Entity({ tableName: 'tracks' })
@Index({ properties: ['owner', 'createdAt'] })
@Index({ properties: ['owner', 'genre'] })
@Index({ properties: ['owner', 'keyCode'] })
@Index({ name: 'tracks_owner_id_key_order_index', properties: ['owner', 'keyOrder', 'id'] })
@Index({
  name: 'tracks_on_artist_page_index',
  expression:
    'create index "tracks_on_artist_page_index" on "tracks" ("owner_id", "created_at" desc, "id" desc) where "on_artist_page"',
})
@Check({ name: 'tracks_bpm_range', expression: 'bpm >= 20 and bpm <= 300' })
@Check({ name: 'tracks_size_positive', expression: 'size_bytes > 0' })
@Check({
  name: 'tracks_analysis_status',
  expression: "analysis_status in ('PENDING', 'DONE', 'FAILED')",
})
@Check({ name: 'tracks_content_sha256_length', expression: 'octet_length(content_sha256) = 32' })
@Index({
  name: 'tracks_analysis_pending_index',
  expression:
    'create index "tracks_analysis_pending_index" on "tracks" ("created_at", "id") where "analysis_status" = \'PENDING\'',
})
@Index({
  name: 'tracks_content_sha256_index',
  expression:
    'create index "tracks_content_sha256_index" on "tracks" ("owner_id", "content_sha256") where "content_sha256" is not null',
})
export class Track extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  /**
   * The projects it is in. The projects module keeps the links; named here, by entity name, so the
   * members of a shared project can play its tracks.
   */
  @OneToMany('ProjectTrack', 'track')
  projectLinks = new Collection<ProjectTrack>(this);

  @Field(() => String)
  @Property({ type: 'string', length: TRACK_TEXT_DETAILS.title.maxLength })
  title: string;

  @Field(() => String)
  @Property({ type: 'string', length: TRACK_TEXT_DETAILS.artist.maxLength })
  artist: string;

  /** lower(title) and lower(artist), kept by the database, so sorting ignores case (and can use an index). */
  @Property({
    type: 'string',
    length: TRACK_TEXT_DETAILS.title.maxLength,
    generated: '(lower(title)) stored',
    hidden: true,
  })
  titleSortKey?: string & Opt;

  @Property({
    type: 'string',
    length: TRACK_TEXT_DETAILS.artist.maxLength,
    generated: '(lower(artist)) stored',
    hidden: true,
  })
  artistSortKey?: string & Opt;

  @Field(() => Float)
  @Property({ type: 'double' })
  bpm: number;

  @Field(() => Boolean, {
    description:
      "False while bpm is what was detected (or a project's placeholder), not what the artist typed: the analysis replaces it with its own confident detection, and an edit of bpm confirms it.",
  })
  @Property({ type: 'boolean', default: true })
  bpmConfirmed: boolean & Opt = true;

  @Field(() => String, { description: 'Musical key, as the artist writes it (e.g. "A minor", "F#").' })
  @Property({ type: 'string', length: TRACK_TEXT_DETAILS.key.maxLength })
  key: string;

  @Field(() => Boolean, { description: 'As bpmConfirmed, for key.' })
  @Property({ type: 'boolean', default: true })
  keyConfirmed: boolean & Opt = true;

  /**
   * The Camelot code ('8A') the key filters find the track under: its key's, or where that is no key
   * the confident detected one's (filedKeyCode); kept by every write of either.
   */
  @Property({ type: 'string', length: 3, nullable: true, hidden: true })
  keyCode?: string | null;

  /** Where keyCode sits round the Camelot wheel, to sort by: 1A is 0, 1B 1 … 12B 23; no key 99. */
  @Property({ type: 'smallint', generated: `(${KEY_ORDER_SQL}) stored`, hidden: true })
  keyOrder!: number & Opt;

  @Field(() => String)
  @Property({ type: 'string', length: TRACK_TEXT_DETAILS.genre.maxLength })
  genre: string;

  @Field(() => String, { description: 'Empty when not given.' })
  @Property({ type: 'string', length: TRACK_TEXT_DETAILS.mood.maxLength })
  mood: string & Opt = '';

  @Field(() => TrackAudioFormat, { description: 'MP3 or WAV, decided from the bytes.' })
  @Property({ type: 'string', length: 8 })
  format: TrackAudioFormat;

  @Field(() => Float)
  @Property({ type: 'double' })
  durationSeconds: number;

  // GraphQL names the unit; the column and REST keep their first name.
  @Field(() => Int, { name: 'sampleRateHz', description: 'Samples per second per channel.' })
  @Property({ type: 'integer' })
  sampleRate: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  channels: number;

  @Field(() => Int, { name: 'bitRateBitsPerSecond' })
  @Property({ type: 'integer' })
  bitRate: number;

  /** An integer column is enough: uploads stop at MAX_UPLOAD_MB, at most 2000 MiB (under 2^31). */
  @Field(() => GraphQLSafeInt, { description: 'The stored file, in bytes.' })
  @Property({ type: 'integer' })
  sizeBytes: number;

  @Field(() => Boolean, {
    description:
      "Shown on its artist's page (`Artist.tracks`), where every signed-in artist may play it. False on upload.",
  })
  @Property({ type: 'boolean', default: false })
  onArtistPage: boolean & Opt = false;

  /** Generated by the app; never a client's file name. */
  @Property({ type: 'string', length: 255, hidden: true })
  storageKey: string;

  /** Where the cover's two renderings are stored (`<key>-small.webp`, `<key>-large.webp`); null: none. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  coverKey?: string | null;

  /**
   * Packed signed-byte min/max pairs (see waveform-peaks.ts), served through the waveform field.
   * Lazy: 16 KB a track, loaded only when a query asks for the waveform.
   */
  @Property({ type: 'blob', hidden: true, lazy: true })
  peaks: Buffer;

  // What the analysis detected (track-analysis.service.ts), beside what the artist typed (bpm, key);
  // GraphQL answers them as `analysis`.
  @Property({ type: 'string', length: 8, default: AnalysisStatus.PENDING, hidden: true })
  analysisStatus: AnalysisStatus & Opt = AnalysisStatus.PENDING;

  @Property({ type: 'double', nullable: true, hidden: true })
  tempoBpm?: number | null;

  @Property({ type: 'double', nullable: true, hidden: true })
  tempoConfidence?: number | null;

  /** One of the 24 keys, e.g. 'A minor' or 'F# major' (the artist's own is `key`). */
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

  /** The audio fingerprint's words (fingerprint-format.ts), up to 15 KB: lazy, read for duplicates only. */
  @Property({ type: 'blob', nullable: true, hidden: true, lazy: true })
  fingerprint?: Buffer | null;

  /** SHA-256 of the stored file: taken at upload, or by the analysis for tracks from before. */
  @Property({ type: 'blob', nullable: true, hidden: true })
  contentSha256?: Buffer | null;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  analysedAt?: Date | null;

  @Field(() => Date)
  declare createdAt: Date;

  @Field(() => Date)
  declare updatedAt: Date;

  constructor(
    props: Omit<
      Track,
      | keyof BaseEntity
      | 'mood'
      | 'titleSortKey'
      | 'artistSortKey'
      | 'projectLinks'
      | 'onArtistPage'
      | 'analysisStatus'
      | 'bpmConfirmed'
      | 'keyConfirmed'
      | 'keyCode'
      | 'keyOrder'
    > & {
      mood: string;
    },
  ) {
    super();
    this.owner = props.owner;
    this.title = props.title;
    this.artist = props.artist;
    this.bpm = props.bpm;
    this.key = props.key;
    this.keyCode = filedKeyCode(props.key, null);
    this.genre = props.genre;
    this.mood = props.mood;
    this.format = props.format;
    this.durationSeconds = props.durationSeconds;
    this.sampleRate = props.sampleRate;
    this.channels = props.channels;
    this.bitRate = props.bitRate;
    this.sizeBytes = props.sizeBytes;
    this.storageKey = props.storageKey;
    this.peaks = props.peaks;
    this.contentSha256 = props.contentSha256 ?? null;
  }
}
