import type { PlayerItem } from './player-queue';
import type { PlayerItem_TrackFragment } from './track-item.generated';

/**
 * A library track as the player queues it; `ownedByMe: false` (a shared project's track, the owner's)
 * marks it another artist's.
 */
export function trackItem(track: PlayerItem_TrackFragment & { ownedByMe?: boolean }): PlayerItem {
  return {
    ...(track.ownedByMe === false ? { othersTrack: true } : {}),
    kind: 'track',
    id: track.id,
    title: track.title,
    artist: track.artist,
    durationSeconds: track.durationSeconds,
    artworkUrl: track.cover?.url ?? null,
    largeArtworkUrl: track.largeCover?.url ?? null,
  };
}
