import type DataLoader from 'dataloader';
import { callerPagesLoader, type PageOfKey } from '../../graphql/caller-list-loader.js';
import { nodeSource } from '../../graphql/node-source.js';
import { OWNER, ownerOnly } from '../../policies/policy.js';
import type { Page } from '../../shared/paging.js';
import type { FeatureModule } from '../feature-module.js';
import type { Track } from '../tracks/track.entity.js';
import { Playlist } from './playlist.entity.js';
import { PlaylistResolver } from './playlist.resolver.js';
import { playlistRoutes } from './playlist.rest.js';
import { PlaylistService, type PlaylistSummary } from './playlist.service.js';
import { PlaylistEntry } from './playlist-entry.entity.js';
import { TrackPlaylistsResolver } from './track-playlists.resolver.js';

declare module '../../services.js' {
  interface Services {
    readonly playlists: PlaylistService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** The same page of each playlist's tracks, in playlist order. */
    readonly playlistTracks: DataLoader<PageOfKey, Page<Track>, string>;
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
      playlistTracks: callerPagesLoader(ownerId, (callerId, ids, request) =>
        playlists.trackPages(em, callerId, [...ids], request),
      ),
      trackPlaylists: callerPagesLoader(ownerId, (callerId, ids, request) =>
        playlists.playlistPagesOfTracks(em, callerId, ids, request),
      ),
    };
  },
  routes: playlistRoutes,
};
