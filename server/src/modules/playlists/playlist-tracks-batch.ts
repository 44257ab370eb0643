import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { Track } from '../tracks/track.entity.js';
import type { PlaylistService } from './playlist.service.js';

/**
 * The tracks of a page of playlists, loaded together: the first playlist whose `tracks` is resolved
 * loads the same page of tracks for all of them (two queries), and the others read it. One batch per
 * listed page and per paging request, so a page of playlists with their tracks is not a query each.
 */
export class PlaylistTracksBatch {
  private readonly loads = new Map<string, Promise<Map<string, Page<Track> | AppError>>>();

  constructor(
    private readonly playlists: PlaylistService,
    private readonly em: EntityManager,
    private readonly ownerId: string,
    private readonly playlistIds: string[],
  ) {}

  async page(playlistId: string, request: PageRequest): Promise<Page<Track>> {
    const key = JSON.stringify(request);
    let load = this.loads.get(key);
    if (!load) {
      load = this.playlists.trackPages(this.em, this.ownerId, this.playlistIds, request);
      this.loads.set(key, load);
    }
    const page = (await load).get(playlistId);
    if (!page) throw new Error(`Playlist ${playlistId} is not in this batch`);
    if (page instanceof Error) throw page;
    return page;
  }
}
