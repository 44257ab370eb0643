import { type EntityManager, type ObjectQuery, QueryOrder, ReferenceKind } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { findPage } from '../../shared/entity-page.js';
import { mapPage, type Page, type PageRequest } from '../../shared/paging.js';
import { Track } from './track.entity.js';
import type { TrackSort } from './track.inputs.js';

/**
 * A track as the GraphQL type and REST read it: its values, without the owner or the peaks (which the
 * waveform fields load). A page's plain rows and a loaded entity are both one.
 */
export type TrackRow = Omit<Track, 'owner' | 'peaks'>;

/** A track of another artist's page: its row, with whose it is. */
export type ArtistPageTrackRow = TrackRow & { owner: { id: string } };

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
  KEY: 'keyOrder',
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
