import { type EntityManager, type ObjectQuery, QueryOrder, ReferenceKind } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { findPage } from '../../shared/entity-page.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { Track } from './track.entity.js';
import type { TrackSort } from './track.inputs.js';

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

/**
 * One page of tracks through the one pager, by sort value then id, forwards or backwards. The page's
 * rows are plain values, not entities: a page is read-only, and hydrating 50 entities costs more than
 * the query itself (bench/library-latency.ts).
 */
export function readTrackPage(
  em: EntityManager,
  callerId: string,
  listing: TrackListing,
  request: PageRequest,
): Promise<Page<TrackRow>> {
  // Side by side: a rule with several relations is an $or, which must not replace the search's.
  const where: ObjectQuery<Track> = { $and: [listing.filter, scope(Track, callerId, 'list')] };
  const order = listing.direction === 'ASC' ? QueryOrder.ASC : QueryOrder.DESC;
  return findPage<Track, TrackRow>(
    em,
    Track,
    where,
    [{ [SORT_COLUMNS[listing.sort]]: order }, { id: order }],
    request,
    { name: listing.sort, fields: listedColumns(em), plain: true },
  );
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
