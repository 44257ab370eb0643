import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { usePlayer } from '../player/PlayerProvider';
import { PlayIcon } from '../player/player-icons';
import { trackItem } from '../player/track-item';
import type { PlayerItem_TrackFragment } from '../player/track-item.generated';
import { PlaylistQueueDocument } from './PlayPlaylistButton.generated';

/** At most 500 tracks, 100 a page: more pages than that means the cursors go round in a circle. */
const MOST_PAGES = 10;

/**
 * Plays a playlist from its first track in the workspace player. Its tracks are read when it is
 * pressed (every page, in playlist order), not with the list of playlists. 'Play Road Trip'.
 */
export function PlayPlaylistButton({ playlist }: { playlist: { id: string; name: string } }) {
  const player = usePlayer();
  const [loadPage] = useLazyQuery(PlaylistQueueDocument, { fetchPolicy: 'network-only' });
  const [loading, setLoading] = useState(false);

  /** The playlist's tracks in order: each page is added to what the cache already joined. */
  const loadTracks = async (): Promise<PlayerItem_TrackFragment[]> => {
    const tracks = new Map<string, PlayerItem_TrackFragment>();
    let after: string | null | undefined;
    for (let page = 0; page < MOST_PAGES; page++) {
      const { data, error } = await loadPage({ variables: { id: playlist.id, after } });
      const connection = data?.playlist?.tracks;
      if (!connection) throw error ?? new Error('Playlist not found.');
      for (const { node } of connection.edges) if (!tracks.has(node.id)) tracks.set(node.id, node);
      after = connection.pageInfo.endCursor;
      if (!connection.pageInfo.hasNextPage || !after) break;
    }
    return [...tracks.values()];
  };

  const play = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const tracks = await loadTracks();
      if (tracks.length > 0) player.playQueue(tracks.map(trackItem), 0);
      else toast.error(`${playlist.name} has no tracks.`);
    } catch {
      toast.error('Failed to load the playlist.');
    } finally {
      setLoading(false);
    }
  };

  // aria-disabled, not disabled, while its tracks load: the button keeps the keyboard's focus.
  return (
    <button
      type="button"
      className="play-button playlist-play"
      aria-label={`Play ${playlist.name}`}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={() => void play()}
    >
      <PlayIcon />
    </button>
  );
}
