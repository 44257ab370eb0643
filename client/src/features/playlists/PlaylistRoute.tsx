import './playlists.css';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { ItemPageFallback } from '../../components/ItemPageFallback';
import { usePlayer } from '../player/PlayerProvider';
import { trackItem } from '../player/track-item';
import { formatDuration, trackCountLabel } from './format-duration';
import { PlaylistActions } from './PlaylistActions';
import { PlaylistArtwork } from './PlaylistArtwork';
import { PlaylistPageDocument } from './PlaylistRoute.generated';
import { PlaylistTrackList } from './PlaylistTrackList';

/** One playlist: play it in order, rename or delete it, and remove or reorder its tracks. */
export function PlaylistRoute() {
  const { playlistId = '' } = useParams();
  const { data, error, loading, fetchMore } = useQuery(PlaylistPageDocument, {
    variables: { id: playlistId },
    fetchPolicy: 'cache-and-network',
  });
  const player = usePlayer();
  const playlist = data?.playlist;
  const nextCursor = playlist?.tracks.pageInfo.hasNextPage ? playlist.tracks.pageInfo.endCursor : null;

  // The next hundred, until the whole playlist is here (the cache appends each page).
  useEffect(() => {
    if (nextCursor && !loading) void fetchMore({ variables: { after: nextCursor } });
  }, [nextCursor, loading, fetchMore]);

  if (!playlist) {
    return (
      <ItemPageFallback
        error={error}
        notFound="Playlist not found."
        failed="Failed to fetch playlist."
        back={{ to: '/app/playlists', label: 'Back to Playlists' }}
      />
    );
  }
  const tracks = playlist.tracks.edges.map(({ node }) => node);
  const complete = !playlist.tracks.pageInfo.hasNextPage;
  const queue = tracks.map(trackItem);
  return (
    <section className="playlist-page">
      <BackLink to="/app/playlists">Playlists</BackLink>
      <div className="page-heading playlist-page-heading">
        <PlaylistArtwork playlist={playlist} />
        <div className="playlist-page-names">
          <h1>{playlist.name}</h1>
          <p className="muted">
            {trackCountLabel(playlist.trackCount)} · {formatDuration(playlist.durationSeconds)}
          </p>
          <Button disabled={!complete || tracks.length === 0} onClick={() => player.playQueue(queue, 0)}>
            Play all
          </Button>
        </div>
        <PlaylistActions playlist={playlist} />
      </div>
      <PlaylistTrackList
        playlistId={playlist.id}
        updatedAt={playlist.updatedAt}
        edges={playlist.tracks.edges}
        queue={queue}
      />
    </section>
  );
}
