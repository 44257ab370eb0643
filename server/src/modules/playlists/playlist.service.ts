import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { executeForCaller } from '../../shared/caller-sql.js';
import { findPages } from '../../shared/entity-page.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { readKeysetGroups, readKeysetRows } from '../../shared/keyset-page.js';
import { mapPage, type Page, type PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { Track } from '../tracks/track.entity.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { Playlist } from './playlist.entity.js';
import {
  addTracksSchema,
  MAX_TRACKS_PER_PLAYLIST,
  moveTrackSchema,
  type PlaylistNameInput,
  playlistNameSchema,
} from './playlist.inputs.js';
import {
  PLAYLIST_LIST_SQL,
  PLAYLIST_SUMMARIES_SQL,
  PLAYLISTS_HOLDING_TRACKS_LIST_SQL,
} from './playlist.sql.js';
import { PlaylistEntry } from './playlist-entry.entity.js';

const PLAYLIST_NOT_FOUND = 'Playlist not found.';
const TRACK_NOT_FOUND = 'Track not found.';
const TRACK_NOT_IN_PLAYLIST = 'That track is not in this playlist.';

/** A playlist with the figures its cards show, counted by the database. */
export interface PlaylistSummary {
  id: string;
  name: string;
  trackCount: number;
  durationSeconds: number;
  /** Its first tracks (at most four, in playlist order) that have a cover: its artwork. */
  coverTrackIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The artist's playlists: each holds the artist's own tracks, each at most once, in an order that every
 * change keeps exact. Changes to a playlist's entries lock its row, so concurrent changes queue up.
 */
export class PlaylistService {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly workFeed: WorkFeed,
  ) {}

  countPlaylists(em: EntityManager, ownerId: string): Promise<number> {
    return em.count(Playlist, scope(Playlist, ownerId));
  }

  /** The ids of the artist's tracks that are in at least one of the artist's playlists. */
  async trackIdsInPlaylists(em: EntityManager, ownerId: string): Promise<string[]> {
    const entries = await em.find(PlaylistEntry, scope(PlaylistEntry, ownerId), { fields: ['track'] });
    return [...new Set(entries.map((entry) => entry.track.id))];
  }

  /** Every playlist of the artist, newest first (REST's unpaged list). */
  listPlaylists(em: EntityManager, ownerId: string): Promise<PlaylistSummary[]> {
    return summaries(em, ownerId);
  }

  /**
   * One page of the artist's playlists, newest first: the page's ids by keyset in SQL, then their
   * figures, as plain rows (hydrating entities for a read-only page cost more than its SQL).
   */
  async pagePlaylists(
    em: EntityManager,
    ownerId: string,
    request: PageRequest,
  ): Promise<Page<PlaylistSummary>> {
    const page = await readKeysetRows(
      em,
      { ...PLAYLIST_LIST_SQL.bind(ownerId), keys: ['bigint', 'uuid'] },
      request,
    );
    return mapPage(page, (row) => summaryOf(row as unknown as PlaylistSummaryRow));
  }

  async findPlaylist(em: EntityManager, ownerId: string, playlistId: string): Promise<PlaylistSummary> {
    const [summary] = isUuid(playlistId) ? await summaries(em, ownerId, [playlistId]) : [];
    if (!summary) throw new NotFoundError(PLAYLIST_NOT_FOUND);
    return summary;
  }

  /**
   * The same page of each playlist's tracks, in playlist order, for every playlist asked in one
   * statement of the pager (and their tracks in one more).
   */
  async trackPages(
    em: EntityManager,
    ownerId: string,
    playlistIds: string[],
    request: PageRequest,
  ): Promise<Map<string, Page<Track> | ValidationError>> {
    const pages = await findPages(
      em,
      PlaylistEntry,
      { $and: [{ playlist: { $in: playlistIds } }, scope(PlaylistEntry, ownerId)] },
      'playlist',
      playlistIds,
      [{ position: QueryOrder.ASC }, { id: QueryOrder.ASC }],
      request,
      { populate: ['track'], name: 'playlist-tracks' },
    );
    return new Map(
      [...pages].map(([id, page]) => [
        id,
        page instanceof ValidationError ? page : mapPage(page, (entry) => entry.track),
      ]),
    );
  }

  /** A new, empty playlist; under an idempotency key, a retry answers the playlist made the first time. */
  async createPlaylist(
    em: EntityManager,
    ownerId: string,
    input: PlaylistNameInput,
    idempotencyKey?: string | null,
  ): Promise<PlaylistSummary> {
    const { name } = parseInput(playlistNameSchema, input);
    let playlist: Playlist | undefined;
    const created = await this.idempotency.once(
      em,
      ownerId,
      { key: idempotencyKey, operation: 'createPlaylist', request: { name } },
      async (tx) => {
        playlist = new Playlist(tx.getReference(User, ownerId), name);
        tx.persist(playlist);
        await this.workFeed.changed(tx, ownerId, 'playlists');
        return playlist.id;
      },
    );
    // A new playlist is empty, so its answer needs no reading; a replayed key answers the playlist
    // created the first time, as it is now.
    if (!created.replayed && playlist) return summaryOfNew(playlist);
    return this.findPlaylist(em, ownerId, created.id);
  }

  async renamePlaylist(
    em: EntityManager,
    ownerId: string,
    playlistId: string,
    input: PlaylistNameInput,
  ): Promise<PlaylistSummary> {
    const { name } = parseInput(playlistNameSchema, input);
    await unitOfWork(em, async (tx) => {
      const playlist = await ownPlaylist(tx, ownerId, playlistId);
      playlist.name = name;
    });
    return this.findPlaylist(em, ownerId, playlistId);
  }

  /** Deletes the playlist and its entries; the tracks stay in the library. */
  async deletePlaylist(em: EntityManager, ownerId: string, playlistId: string): Promise<void> {
    await unitOfWork(em, async (tx) => {
      tx.remove(await ownPlaylist(tx, ownerId, playlistId));
      await this.workFeed.changed(tx, ownerId, 'playlists');
      await this.workFeed.changed(tx, ownerId, 'playlist-entries');
    });
  }

  /**
   * Appends the tracks in the order given; ones already in the playlist keep their place. Every id
   * must be one of the artist's tracks, or nothing is added.
   */
  async addTracks(
    em: EntityManager,
    ownerId: string,
    playlistId: string,
    input: { trackIds: string[] },
  ): Promise<PlaylistSummary> {
    const trackIds = [...new Set(parseInput(addTracksSchema, input).trackIds)];
    await unitOfWork(em, async (tx) => {
      const { playlist, entries } = await lockEntries(tx, ownerId, playlistId);
      await requireOwnTracks(tx, ownerId, trackIds);
      const present = new Set(entries.map((entry) => entry.track.id));
      const added = trackIds.filter((id) => !present.has(id));
      if (entries.length + added.length > MAX_TRACKS_PER_PLAYLIST) {
        throw new ValidationError(`A playlist holds at most ${MAX_TRACKS_PER_PLAYLIST} tracks.`, {
          field: 'trackIds',
        });
      }
      renumber(entries);
      added.forEach((trackId, index) => {
        tx.persist(new PlaylistEntry(playlist, tx.getReference(Track, trackId), entries.length + index));
      });
      touch(playlist);
      await this.workFeed.changed(tx, ownerId, 'playlist-entries');
    });
    return this.findPlaylist(em, ownerId, playlistId);
  }

  async removeTrack(
    em: EntityManager,
    ownerId: string,
    playlistId: string,
    trackId: string,
  ): Promise<PlaylistSummary> {
    await unitOfWork(em, async (tx) => {
      const { playlist, entries } = await lockEntries(tx, ownerId, playlistId);
      const index = entries.findIndex((entry) => entry.track.id === trackId);
      const [removed] = index >= 0 ? entries.splice(index, 1) : [];
      if (!removed) throw new NotFoundError(TRACK_NOT_IN_PLAYLIST);
      tx.remove(removed);
      renumber(entries);
      touch(playlist);
      await this.workFeed.changed(tx, ownerId, 'playlist-entries');
    });
    return this.findPlaylist(em, ownerId, playlistId);
  }

  /** Moves the track to a 0-based place; the tracks between shift by one, the rest stay. */
  async moveTrack(
    em: EntityManager,
    ownerId: string,
    playlistId: string,
    trackId: string,
    rawToIndex: number,
  ): Promise<PlaylistSummary> {
    const { toIndex } = parseInput(moveTrackSchema, { toIndex: rawToIndex });
    await unitOfWork(em, async (tx) => {
      const { playlist, entries } = await lockEntries(tx, ownerId, playlistId);
      const from = entries.findIndex((entry) => entry.track.id === trackId);
      if (from < 0) throw new NotFoundError(TRACK_NOT_IN_PLAYLIST);
      if (toIndex < 0 || toIndex >= entries.length) {
        throw new ValidationError(`The new position must be between 0 and ${entries.length - 1}.`, {
          field: 'toIndex',
        });
      }
      const [moved] = entries.splice(from, 1);
      if (moved) entries.splice(toIndex, 0, moved);
      renumber(entries);
      touch(playlist);
    });
    return this.findPlaylist(em, ownerId, playlistId);
  }

  /**
   * The same page of each track's playlists (the artist's, A to Z, with their figures), for every
   * track asked in one statement of the pager.
   */
  async playlistPagesOfTracks(
    em: EntityManager,
    ownerId: string,
    trackIds: readonly string[],
    request: PageRequest,
  ): Promise<Map<string, Page<PlaylistSummary> | ValidationError>> {
    const ids = trackIds.filter(isUuid);
    const pages = await readKeysetGroups(
      em,
      {
        ...PLAYLISTS_HOLDING_TRACKS_LIST_SQL.bind(ownerId, [`{${ids.join(',')}}`]),
        keys: ['text', 'uuid'],
        name: 'track-playlists',
      },
      ids,
      request,
    );
    return new Map(
      [...pages].map(([trackId, page]) => [
        trackId,
        page instanceof ValidationError
          ? page
          : mapPage(page, (row) => summaryOf(row as unknown as PlaylistSummaryRow)),
      ]),
    );
  }
}

async function ownPlaylist(
  em: EntityManager,
  ownerId: string,
  playlistId: string,
  lockMode?: LockMode,
): Promise<Playlist> {
  const playlist = isUuid(playlistId)
    ? await em.findOne(Playlist, { id: playlistId, ...scope(Playlist, ownerId) }, { lockMode })
    : null;
  if (!playlist) throw new NotFoundError(PLAYLIST_NOT_FOUND);
  return playlist;
}

/** The playlist, locked for this transaction, and its entries in order. */
async function lockEntries(tx: EntityManager, ownerId: string, playlistId: string) {
  const playlist = await ownPlaylist(tx, ownerId, playlistId, LockMode.PESSIMISTIC_WRITE);
  const entries = await tx.find(
    PlaylistEntry,
    { $and: [{ playlist }, scope(PlaylistEntry, ownerId, 'update')] },
    { orderBy: { position: QueryOrder.ASC } },
  );
  return { playlist, entries };
}

async function requireOwnTracks(em: EntityManager, ownerId: string, trackIds: string[]): Promise<void> {
  const wellFormed = trackIds.every(isUuid);
  const found = wellFormed
    ? await em.count(Track, { id: { $in: trackIds }, ...scope(Track, ownerId, 'list') })
    : 0;
  if (found !== trackIds.length) throw new NotFoundError(TRACK_NOT_FOUND, { field: 'trackIds' });
}

/** Positions 0..n-1 in list order, closing any gap a deleted track left. */
function renumber(entries: PlaylistEntry[]): void {
  entries.forEach((entry, index) => {
    entry.position = index;
  });
}

function touch(playlist: Playlist): void {
  playlist.updatedAt = new Date();
}

/** The artist's playlists (those of `playlistIds`, else all) with their figures, newest first. */
async function summaries(
  em: EntityManager,
  ownerId: string,
  playlistIds?: string[],
): Promise<PlaylistSummary[]> {
  if (playlistIds?.length === 0) return [];
  const rows = await executeForCaller<PlaylistSummaryRow>(em, PLAYLIST_SUMMARIES_SQL, ownerId, [
    ...Array(2).fill(playlistIds ? `{${playlistIds.filter(isUuid).join(',')}}` : null),
  ]);
  return rows.map(summaryOf);
}

/** A playlist's figures as PLAYLIST_SUMMARIES_SQL and PLAYLIST_LIST_SQL read them. */
interface PlaylistSummaryRow {
  id: string;
  name: string;
  track_count: number;
  duration_seconds: number;
  cover_track_ids: string[];
  created_at: string | Date;
  updated_at: string | Date;
}

/** Raw queries return timestamps as text (MikroORM keeps the driver's type parsers neutral). */
function summaryOf(row: PlaylistSummaryRow): PlaylistSummary {
  return {
    id: row.id,
    name: row.name,
    trackCount: row.track_count,
    durationSeconds: row.duration_seconds,
    coverTrackIds: row.cover_track_ids,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function summaryOfNew(playlist: Playlist): PlaylistSummary {
  const { id, name, createdAt, updatedAt } = playlist;
  return { id, name, trackCount: 0, durationSeconds: 0, coverTrackIds: [], createdAt, updatedAt };
}
