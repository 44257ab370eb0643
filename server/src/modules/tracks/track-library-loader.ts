import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { UnauthenticatedError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { TrackListInput } from './track.inputs.js';
import type { TrackService } from './track.service.js';
import type { TrackRow } from './track-listing.js';

/** What a field of the answer asks of the caller's library: a page of tracks, or their genres. */
export type LibraryPart =
  | { part: 'genres' }
  | { part: 'page'; filters: TrackListInput; request: PageRequest };

type LibraryValue = Page<TrackRow> | string[];

/**
 * `tracks` and `trackGenres`, gathered while the answer's root resolves and read in one statement
 * when both are asked (as the Tracks screen does); a second page, under another alias, is read on
 * its own. A page refused (a bad filter or cursor) leaves the genres to be read alone.
 */
export function trackLibraryLoader(
  em: EntityManager,
  userId: string | null,
  tracks: TrackService,
): DataLoader<LibraryPart, LibraryValue, string> {
  return new DataLoader<LibraryPart, LibraryValue, string>(
    async (parts) => {
      if (!userId) return parts.map(() => new UnauthenticatedError());
      const firstPage = parts.find(isPage);
      const genresAsked = parts.some((part) => part.part === 'genres');
      const read = firstPage
        ? await tracks
            .listTracksAndGenres(em, userId, firstPage.filters, firstPage.request, genresAsked)
            .catch(asError)
        : undefined;
      const readGenres = read instanceof Error ? undefined : read?.genres;
      // Read alone when the page was refused; a failure here is the genres' own, not the page's.
      const genres = readGenres ?? (genresAsked ? await tracks.trackGenres(em, userId).catch(asError) : []);
      return Promise.all(
        parts.map((part) => {
          if (!isPage(part)) return genres;
          if (part === firstPage && read) return read instanceof Error ? read : read.page;
          return tracks.listTracks(em, userId, part.filters, part.request).catch(asError);
        }),
      );
    },
    { cacheKeyFn: (part) => JSON.stringify(part) },
  );
}

/** A page of the caller's tracks through the request's library loader. */
export async function loadTrackPage(
  loader: DataLoader<LibraryPart, LibraryValue, string>,
  filters: TrackListInput,
  request: PageRequest,
): Promise<Page<TrackRow>> {
  return (await loader.load({ part: 'page', filters, request })) as Page<TrackRow>;
}

/** The genres of the caller's tracks through the request's library loader. */
export async function loadTrackGenres(
  loader: DataLoader<LibraryPart, LibraryValue, string>,
): Promise<string[]> {
  return (await loader.load({ part: 'genres' })) as string[];
}

function isPage(part: LibraryPart): part is Extract<LibraryPart, { part: 'page' }> {
  return part.part === 'page';
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
