import {
  type EntityManager,
  type FilterQuery,
  type ObjectQuery,
  QueryOrder,
  ReferenceKind,
} from '@mikro-orm/postgresql';
import { refusedCharacterIn } from '../../shared/control-characters.js';
import { ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { Track } from './track.entity.js';
import type { TrackSort } from './track.inputs.js';

/** A listed track: its columns as plain values (peaks only when asked for), not a managed entity. */
export type TrackRow = Omit<Track, 'owner' | 'peaks'> & { peaks?: Buffer };

export interface TrackPage {
  tracks: TrackRow[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
  cursorOf(track: TrackRow): string;
}

export interface TrackPageRequest {
  where: ObjectQuery<Track>;
  sort: TrackSort;
  direction: 'ASC' | 'DESC';
  first: number;
  after?: string | null;
  withPeaks: boolean;
}

const SORT_COLUMNS = {
  TITLE: 'titleSortKey',
  ARTIST: 'artistSortKey',
  BPM: 'bpm',
  CREATED_AT: 'createdAt',
} as const satisfies Record<TrackSort, keyof Track>;

const STALE_CURSOR = 'That page no longer exists. Please reload the list.';

/**
 * One page of tracks by keyset (sort value, then id), with the total count run alongside. The rows are
 * plain values, not entities: a page is read-only, and hydrating 50 entities costs more than the
 * query itself (bench/library-latency.ts).
 */
export async function readTrackPage(em: EntityManager, request: TrackPageRequest): Promise<TrackPage> {
  const column = SORT_COLUMNS[request.sort];
  const order = request.direction === 'ASC' ? QueryOrder.ASC : QueryOrder.DESC;
  const after = request.after ? decodeCursor(request.sort, request.after) : null;
  const pageWhere = after ? { $and: [request.where, keysetAfter(column, order, after)] } : request.where;
  const [rows, totalCount] = await Promise.all([
    em
      .createQueryBuilder(Track)
      .select(request.withPeaks ? [...listedColumns(em), 'peaks'] : listedColumns(em))
      .where(pageWhere)
      .orderBy([{ [column]: order }, { id: order }])
      .limit(request.first + 1)
      .execute<TrackRow[]>('all'),
    em.count(Track, request.where),
  ]);
  const tracks = rows.slice(0, request.first);
  const cursorOf = (track: TrackRow) => encodeCursor(request.sort, track[column], track.id);
  const last = tracks.at(-1);
  return {
    tracks,
    totalCount,
    hasNextPage: rows.length > request.first,
    endCursor: last ? cursorOf(last) : null,
    cursorOf,
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

/** Opaque to clients: the sort it belongs to, the sort value and the id of the track it follows. */
function encodeCursor(sort: TrackSort, value: SortValue | undefined, id: string): string {
  const plain = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([sort, plain, id])).toString('base64url');
}

function decodeCursor(sort: TrackSort, cursor: string): CursorPosition {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (!Array.isArray(parts) || parts.length !== 3 || parts[0] !== sort || typeof parts[2] !== 'string') {
    throw new ValidationError(STALE_CURSOR, { field: 'after' });
  }
  const value = sortValueOf(sort, parts[1]);
  if (value === null || !isUuid(parts[2])) {
    throw new ValidationError(STALE_CURSOR, { field: 'after' });
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

/** Rows after the position in the page's order: a later sort value, or the same one and a later id. */
function keysetAfter(column: string, order: QueryOrder, after: CursorPosition): FilterQuery<Track> {
  const beyond = order === QueryOrder.ASC ? '$gt' : '$lt';
  return {
    $or: [{ [column]: { [beyond]: after.value } }, { [column]: after.value, id: { [beyond]: after.id } }],
  } as FilterQuery<Track>;
}
