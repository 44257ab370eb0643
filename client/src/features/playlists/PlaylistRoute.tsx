import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { usePlayer } from '../player/PlayerProvider';
import { trackItem } from '../player/track-item';
import { formatDuration, trackCountLabel } from './format-duration';
import { PlaylistActions } from './PlaylistActions';
import { PlaylistTrackList } from './PlaylistTrackList';

const PlaylistPageQuery = graphql(`
  query PlaylistPage($id: ID!) {
    playlist(id: $id) {
      id
      name
      trackCount
      durationSeconds
      updatedAt
      tracks {
        id
        ...PlaylistTrackRow_track
        ...PlayerItem_track
      }
    }
  }
`);

/** One playlist: play it in order, rename or delete it, and remove or reorder its tracks. */
export function PlaylistRoute() {
  const { playlistId = '' } = useParams();
  const { data, error } = useQuery(PlaylistPageQuery, {
    variables: { id: playlistId },
    fetchPolicy: 'cache-and-network',
  });
  const player = usePlayer();
  const playlist = data?.playlist;

  if (!playlist) {
    if (!error) return <PageLoading />;
    const notFound =
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
    return (
      <section>
        <p className="form-error" role="alert">
          {notFound ? 'Playlist not found.' : 'Failed to fetch playlist.'}
        </p>
        <Link to="/app/playlists">Back to Playlists</Link>
      </section>
    );
  }
  const queue = playlist.tracks.map(trackItem);
  return (
    <section className="playlist-page">
      <Link to="/app/playlists">← Playlists</Link>
      <div className="page-heading">
        <div>
          <h1>{playlist.name}</h1>
          <p className="muted">
            {trackCountLabel(playlist.trackCount)} · {formatDuration(playlist.durationSeconds)}
          </p>
        </div>
        <PlaylistActions playlist={playlist} />
      </div>
      <Button disabled={playlist.tracks.length === 0} onClick={() => player.playQueue(queue, 0)}>
        Play all
      </Button>
      <PlaylistTrackList
        playlistId={playlist.id}
        updatedAt={playlist.updatedAt}
        tracks={playlist.tracks}
        queue={queue}
      />
    </section>
  );
}
