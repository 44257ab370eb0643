import { Entity, Index, ManyToOne, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Track } from './track.entity.js';

/**
 * Two of an artist's tracks whose fingerprints say they are the same recording (a WAV and its MP3),
 * found when the later of the two was analysed; kept both ways round. Deleting either deletes it.
 */
@Entity({ tableName: 'track_recording_matches' })
@Index({ properties: ['match'] })
export class TrackRecordingMatch {
  [PrimaryKeyProp]?: ['track', 'match'];

  @ManyToOne(() => Track, { primary: true, deleteRule: 'cascade' })
  track: Track;

  @ManyToOne(() => Track, { primary: true, deleteRule: 'cascade' })
  match: Track;

  /** Share of equal fingerprint bits at the best alignment (fingerprint-match.ts). */
  @Property({ type: 'double' })
  similarity: number;

  constructor(track: Track, match: Track, similarity: number) {
    this.track = track;
    this.match = match;
    this.similarity = similarity;
  }
}
