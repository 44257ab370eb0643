import { type EntityManager, type ObjectQuery, QueryOrder, ReferenceKind } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import type { CallerStatement } from '../../shared/caller-sql.js';
import { findPage } from '../../shared/entity-page.js';
import {
  type KeysetList,
  type KeysetRow,
  readKeysetRows,
  readKeysetRowsBeside,
} from '../../shared/keyset-page.js';
import { escapeLike } from '../../shared/like.js';
import { mapPage, type Page, type PageRequest, type SortKeyType } from '../../shared/paging.js';
import { Track } from './track.entity.js';
import type { TrackSort } from './track.inputs.js';
import {
  TRACK_GENRES_ROW_SQL,
  TRACKS_BY_ARTIST_SQL,
  TRACKS_BY_BPM_SQL,
  TRACKS_BY_CREATION_SQL,
  TRACKS_BY_KEY_SQL,
  TRACKS_BY_TITLE_SQL,
} from './track.sql.js';

/**
 * A track as the GraphQL type and REST read it: its values, without the owner or the peaks (which the
 * waveform fields load). A page's plain rows and a loaded entity are both one.
 */
export type TrackRow = Omit<Track, 'owner' | 'peaks'>;

/** A track of another artist's page: its row, with whose it is. */
export type ArtistPageTrackRow = TrackRow & { owner: { id: string } };

/** What the artist filters a page of their library by; an absent filter is left out. */
export interface TrackFilters {
  /** Found in the title or the artist, as typed (LIKE's wildcards match themselves). */
  search?: string;
  genre?: string;
  bpmMin?: number;
  bpmMax?: number;
  /** Camelot codes, any of which matches. */
  keyCodes?: readonly string[];
}

export interface TrackListing {
  filters: TrackFilters;
  sort: TrackSort;
  direction: 'ASC' | 'DESC';
}

/** Each sort's statement and its key's type in a cursor (then the id's). */
const SORTED_LISTS = {
  TITLE: { statement: TRACKS_BY_TITLE_SQL, key: 'text' },
  ARTIST: { statement: TRACKS_BY_ARTIST_SQL, key: 'text' },
  BPM: { statement: TRACKS_BY_BPM_SQL, key: 'float8' },
  KEY: { statement: TRACKS_BY_KEY_SQL, key: 'bigint' },
  CREATED_AT: { statement: TRACKS_BY_CREATION_SQL, key: 'timestamptz' },
} as const satisfies Record<TrackSort, { statement: CallerStatement; key: SortKeyType }>;

/**
 * One page of the caller's tracks through the one pager, by sort value then id, forwards or
 * backwards: one statement of the module's own (building it through the query builder on every
 * request cost more than running it). The page's rows are plain values, not entities: a page is
 * read-only, and hydrating 50 entities costs more than the query itself (bench/library-latency.ts).
 * With `withGenres`, the genres of every track of the caller's too, in the same statement (the
 * Tracks screen asks both).
 */
export async function readTrackPageWithGenres(
  em: EntityManager,
  callerId: string,
  listing: TrackListing,
  request: PageRequest,
  withGenres: boolean,
): Promise<{ page: Page<TrackRow>; genres?: string[] }> {
  const { statement, key } = SORTED_LISTS[listing.sort];
  const { search, genre, bpmMin, bpmMax, keyCodes } = listing.filters;
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const codes = keyCodes ? `{${keyCodes.map((code) => `"${code}"`).join(',')}}` : null;
  const values = [pattern, pattern, pattern, genre, genre, bpmMin, bpmMin, bpmMax, bpmMax, codes, codes];
  const bound = statement.bind(
    callerId,
    values.map((value) => value ?? null),
  );
  const order = listing.direction === 'ASC' ? 'asc' : 'desc';
  const list: KeysetList = { ...bound, keys: [key, 'uuid'], order, name: listing.sort };
  const meta = em.getMetadata().get<Track>(Track.name);
  const driver = em.getDriver();
  const toRow = ({ keyset_id: _id, ...columns }: KeysetRow) => driver.mapResult(columns, meta) as TrackRow;
  if (!withGenres) return { page: mapPage(await readKeysetRows(em, list, request), toRow) };
  const read = await readKeysetRowsBeside<{ genres: string[] }>(
    em,
    list,
    request,
    TRACK_GENRES_ROW_SQL.bind(callerId),
  );
  return { page: mapPage(read.page, toRow), genres: read.beside.genres };
}

/** One page of the tracks an artist shows on their page, newest first, as the caller may read them. */
export async function readArtistPageTracks(
  em: EntityManager,
  callerId: string,
  artistId: string,
  request: PageRequest,
): Promise<Page<ArtistPageTrackRow>> {
  // The flag too: a track the caller shares a project with is readable, yet not on the page.
  const where: ObjectQuery<Track> = {
    $and: [{ owner: artistId, onArtistPage: true }, scope(Track, callerId)],
  };
  const page = await findPage<Track, TrackRow>(
    em,
    Track,
    where,
    [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }],
    request,
    { name: 'ARTIST_PAGE', fields: listedColumns(em), plain: true },
  );
  return mapPage(page, (row) => ({ ...row, owner: { id: artistId } }));
}

let columns: string[] | undefined;
/** Every column of a track but the lazy ones (peaks), from the entity's metadata. */
function listedColumns(em: EntityManager): string[] {
  columns ??= em
    .getMetadata()
    .get(Track.name)
    .props.filter((prop) => prop.kind === ReferenceKind.SCALAR && !prop.lazy)
    .map((prop) => prop.name);
  return columns;
}
