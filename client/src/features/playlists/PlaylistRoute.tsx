import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { PageLoading } from '../../components/PageLoading';
import { formatDuration, trackCountLabel } from './format-duration';
import { PlaylistActions } from './PlaylistActions';
import { PlaylistPlayer } from './PlaylistPlayer';
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
  const [current, setCurrent] = useState<number | null>(null);
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
      <PlaylistPlayer tracks={playlist.tracks} current={current} onCurrentChange={setCurrent} />
      <PlaylistTrackList
        playlistId={playlist.id}
        updatedAt={playlist.updatedAt}
        tracks={playlist.tracks}
        currentTrackId={current === null ? null : (playlist.tracks[current]?.id ?? null)}
        onPlay={setCurrent}
      />
    </section>
  );
}
