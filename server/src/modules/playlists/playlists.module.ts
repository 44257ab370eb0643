import DataLoader from 'dataloader';
import { callerPagesLoader, type PageOfKey } from '../../graphql/caller-list-loader.js';
import { nodeSource } from '../../graphql/node-source.js';
import { OWNER, ownerOnly } from '../../policies/policy.js';
import { NotFoundError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { FeatureModule } from '../feature-module.js';
import type { Track } from '../tracks/track.entity.js';
import { Playlist } from './playlist.entity.js';
import { PlaylistResolver } from './playlist.resolver.js';
import { playlistRoutes } from './playlist.rest.js';
import { PlaylistService, type PlaylistSummary } from './playlist.service.js';
import { PlaylistEntry } from './playlist-entry.entity.js';
import { TrackPlaylistsResolver } from './track-playlists.resolver.js';

/** Which playlist's tracks, and which page of them. */
export interface PlaylistTracksKey {
  playlistId: string;
  request: PageRequest;
}

declare module '../../services.js' {
  interface Services {
    readonly playlists: PlaylistService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** A page of a playlist's tracks, in playlist order: one read per distinct page request. */
    readonly playlistTracks: DataLoader<PlaylistTracksKey, Page<Track>, string>;
    /** The artist's playlists that hold a track, A to Z. */
    /** The same page of each track's playlists, A to Z. */
    readonly trackPlaylists: DataLoader<PageOfKey, Page<PlaylistSummary>, string>;
  }
}

export const playlistsModule: FeatureModule = {
  name: 'playlists',
  entities: [Playlist, PlaylistEntry],
  accessRules: { Playlist: ownerOnly(OWNER), PlaylistEntry: ownerOnly(['playlist', 'owner']) },
  services: ({ idempotency, workFeed }) => ({ playlists: new PlaylistService(idempotency, workFeed) }),
  resolvers: [PlaylistResolver, TrackPlaylistsResolver],
  nodeSources: [
    nodeSource('Playlist', Playlist, (services, em, callerId, id) =>
      services.playlists.findPlaylist(em, callerId, id),
    ),
  ],
  loaders: ({ em, auth }, { playlists }) => {
    const ownerId = auth?.userId ?? null;
    return {
      playlistTracks: new DataLoader<PlaylistTracksKey, Page<Track>, string>(
        async (keys) => {
          if (!ownerId) return keys.map(() => new NotFoundError('Playlist not found.'));
          const pagesByRequest = new Map<string, ReturnType<PlaylistService['trackPages']>>();
          for (const key of keys) {
            const requestKey = JSON.stringify(key.request);
            if (pagesByRequest.has(requestKey)) continue;
            const playlistIds = keys.filter((other) => JSON.stringify(other.request) === requestKey);
            pagesByRequest.set(
              requestKey,
              playlists.trackPages(
                em,
                ownerId,
                playlistIds.map((other) => other.playlistId),
                key.request,
              ),
            );
          }
          return Promise.all(
            keys.map(async (key) => {
              const pages = await pagesByRequest.get(JSON.stringify(key.request));
              return pages?.get(key.playlistId) ?? new NotFoundError('Playlist not found.');
            }),
          );
        },
        { cacheKeyFn: (key) => `${key.playlistId}:${JSON.stringify(key.request)}` },
      ),
      trackPlaylists: callerPagesLoader(ownerId, (callerId, ids, request) =>
        playlists.playlistPagesOfTracks(em, callerId, ids, request),
      ),
    };
  },
  routes: playlistRoutes,
};
