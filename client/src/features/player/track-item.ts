import type { PlayerItem } from './player-queue';
import type { PlayerItem_TrackFragment } from './track-item.generated';

/** A library track as the player queues it. */
export function trackItem(track: PlayerItem_TrackFragment): PlayerItem {
  return {
    kind: 'track',
    id: track.id,
    title: track.title,
    artist: track.artist,
    durationSeconds: track.durationSeconds,
    artworkUrl: track.cover?.url ?? null,
    largeArtworkUrl: track.largeCover?.url ?? null,
  };
}
