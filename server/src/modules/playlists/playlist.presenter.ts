import type { PlaylistSummary } from './playlist.service.js';

/** A playlist in the description's REST shape; GraphQL answers the same summary as its Playlist type. */
export function presentPlaylist(playlist: PlaylistSummary) {
  return { id: playlist.id, name: playlist.name, trackCount: playlist.trackCount };
}
