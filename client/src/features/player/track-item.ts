import { graphql } from '../../__generated__';
import type { PlayerItem_TrackFragment } from '../../__generated__/graphql';
import type { PlayerItem } from './player-queue';

graphql(`
  fragment PlayerItem_track on Track {
    id
    title
    artist
    durationSeconds
    cover {
      url
    }
    largeCover: cover(size: LARGE) {
      url
    }
  }
`);

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
