import { randomUUID } from 'node:crypto';
import { DeferMode, Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Track } from '../tracks/track.entity.js';
import { Playlist } from './playlist.entity.js';

/**
 * A track's place in a playlist. A track is in a playlist at most once, and no two entries share a
 * position; that check waits for the commit, so a move can renumber entries one by one.
 * Deleting the track or the playlist deletes the entry (foreign keys with cascade).
 */
@Entity({ tableName: 'playlist_entries' })
@Unique({ properties: ['playlist', 'track'] })
@Unique({ properties: ['playlist', 'position'], deferMode: DeferMode.INITIALLY_DEFERRED })
export class PlaylistEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Playlist, { deleteRule: 'cascade' })
  playlist: Playlist;

  @ManyToOne(() => Track, { deleteRule: 'cascade', index: true })
  track: Track;

  /** 0-based place in the playlist; gaps left by deleted tracks close at the next change. */
  @Property({ type: 'integer' })
  position: number;

  @Property({ type: 'datetime' })
  addedAt: Date & Opt = new Date();

  constructor(playlist: Playlist, track: Track, position: number) {
    this.playlist = playlist;
    this.track = track;
    this.position = position;
  }
}
