import {
  type EntityManager,
  type FilterQuery,
  type ObjectQuery,
  QueryOrder,
  ReferenceKind,
} from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { refusedCharacterIn } from '../../shared/control-characters.js';
import { ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { Track } from './track.entity.js';
import type { TrackSort } from './track.inputs.js';

/** A listed track: its columns as plain values (no peaks: they load apart), not a managed entity. */
/**
 * A track as the GraphQL type and REST read it: its values, without the owner or the peaks (which the
 * waveform fields load). A page's plain rows and a loaded entity are both one.
 */
export type TrackRow = Omit<Track, 'owner' | 'peaks'>;

export interface TrackListing {
  /** What the artist filters by; the caller's scope is added here. */
  filter: ObjectQuery<Track>;
  sort: TrackSort;
  direction: 'ASC' | 'DESC';
}

const SORT_COLUMNS = {
  TITLE: 'titleSortKey',
  ARTIST: 'artistSortKey',
  BPM: 'bpm',
  CREATED_AT: 'createdAt',
} as const satisfies Record<TrackSort, keyof Track>;

const STALE_CURSOR = 'That page no longer exists. Please reload the list.';

/**
 * One page of tracks by keyset (sort value, then id), forwards (`first`/`after`) or backwards
 * (`last`/`before`), with the total count run alongside. The rows are plain values, not entities: a
 * page is read-only, and hydrating 50 entities costs more than the query itself
 * (bench/library-latency.ts). Whether tracks lie before or after the page is exact in both
 * directions: the side the page was read towards by one row more, the other side by a one-row query.
 */
export async function readTrackPage(
  em: EntityManager,
  callerId: string,
  listing: TrackListing,
  request: PageRequest,
): Promise<Page<TrackRow>> {
  // Side by side: a rule with several relations is an $or, which must not replace the search's.
  const where: ObjectQuery<Track> = { $and: [listing.filter, scope(Track, callerId)] };
  /** Whether any of the listed tracks lies on this side of a cursor. */
  const anyTrack = async (side: FilterQuery<Track>) => {
    const row = await em
      .createQueryBuilder(Track)
      .select('id')
      .where({ $and: [where, side] })
      .limit(1)
      .execute<{ id: string } | undefined>('get');
    return row !== undefined && row !== null;
  };
  const column = SORT_COLUMNS[listing.sort];
  const order = listing.direction === 'ASC' ? QueryOrder.ASC : QueryOrder.DESC;
  const reverse = order === QueryOrder.ASC ? QueryOrder.DESC : QueryOrder.ASC;
  const after = request.after ? decodeCursor(listing.sort, request.after, 'after') : null;
  const before = request.before ? decodeCursor(listing.sort, request.before, 'before') : null;
  const bounds: FilterQuery<Track>[] = [where];
  if (after) bounds.push(keysetBeyond(column, order, after));
  if (before) bounds.push(keysetBeyond(column, reverse, before));
  const backwards = request.last != null;
  const size = request.last ?? request.first ?? 0;
  // Backwards reads the window from its end, then turns the rows round.
  const readOrder = backwards ? reverse : order;
  const [rows, totalCount, beforeAfter, fromBefore] = await Promise.all([
    em
      .createQueryBuilder(Track)
      .select(listedColumns(em))
      .where(bounds.length > 1 ? { $and: bounds } : where)
      .orderBy([{ [column]: readOrder }, { id: readOrder }])
      .limit(size + 1)
      .execute<TrackRow[]>('all'),
    em.count(Track, where),
    // Tracks at or before `after` (or at or after `before`) lie outside the window on that side.
    after ? anyTrack(keysetWithin(column, order, after)) : false,
    before ? anyTrack(keysetWithin(column, reverse, before)) : false,
  ]);
  const overflow = rows.length > size;
  const tracks = backwards ? rows.slice(0, size).reverse() : rows.slice(0, size);
  return {
    items: tracks,
    totalCount,
    hasNextPage: backwards ? fromBefore : overflow || fromBefore,
    hasPreviousPage: backwards ? overflow || beforeAfter : beforeAfter,
    cursorOf: (track) => encodeCursor(listing.sort, track[column], track.id),
  };
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

type SortValue = string | number | Date;
interface CursorPosition {
  value: SortValue;
  id: string;
}

/** Opaque to clients: the sort it belongs to, the sort value and the id of the track it names. */
function encodeCursor(sort: TrackSort, value: SortValue | undefined, id: string): string {
  const plain = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([sort, plain, id])).toString('base64url');
}

function decodeCursor(sort: TrackSort, cursor: string, field: 'after' | 'before'): CursorPosition {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (!Array.isArray(parts) || parts.length !== 3 || parts[0] !== sort || typeof parts[2] !== 'string') {
    throw new ValidationError(STALE_CURSOR, { field });
  }
  const value = sortValueOf(sort, parts[1]);
  if (value === null || !isUuid(parts[2])) {
    throw new ValidationError(STALE_CURSOR, { field });
  }
  return { value, id: parts[2] };
}

function sortValueOf(sort: TrackSort, raw: unknown): SortValue | null {
  if (sort === 'BPM') return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || refusedCharacterIn(raw)) return null;
  if (sort !== 'CREATED_AT') return raw;
  // Only what encodeCursor writes: an ISO instant with a year from 0001 to 9999. JavaScript accepts
  // years PostgreSQL refuses (0, five digits, negative), which used to fail the query itself.
  if (!ISO_INSTANT.test(raw)) return null;
  const date = new Date(raw);
  return !Number.isNaN(date.getTime()) && date.toISOString() === raw ? date : null;
}

const ISO_INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Rows past the position in this order: a later sort value, or the same one and a later id. */
function keysetBeyond(column: string, order: QueryOrder, at: CursorPosition): FilterQuery<Track> {
  const beyond = order === QueryOrder.ASC ? '$gt' : '$lt';
  return {
    $or: [{ [column]: { [beyond]: at.value } }, { [column]: at.value, id: { [beyond]: at.id } }],
  } as FilterQuery<Track>;
}

/** The other rows: at the position or before it in this order. */
function keysetWithin(column: string, order: QueryOrder, at: CursorPosition): FilterQuery<Track> {
  const within = order === QueryOrder.ASC ? '$lt' : '$gt';
  return {
    $or: [{ [column]: { [within]: at.value } }, { [column]: at.value, id: { [`${within}e`]: at.id } }],
  } as FilterQuery<Track>;
}
