import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { CreatePlaylistDialog } from './CreatePlaylistDialog';
import { PlaylistCard } from './PlaylistCard';
import { PlaylistsDocument } from './PlaylistsRoute.generated';

export function PlaylistsRoute() {
  const { data, error, loading, fetchMore } = useQuery(PlaylistsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const playlists = data?.playlists;

  return (
    <section className="playlists">
      <div className="page-heading">
        <h1>Playlists</h1>
        <Button onClick={() => setCreating(true)}>Create New Playlist</Button>
      </div>
      {error && !playlists ? (
        <p className="form-error" role="alert">
          Failed to fetch playlists.
        </p>
      ) : !playlists ? (
        <PageLoading />
      ) : playlists.edges.length === 0 ? (
        <p className="muted">No playlists yet. Create one to gather your tracks.</p>
      ) : (
        <>
          <div className="playlist-grid">
            {playlists.edges.map(({ node }) => (
              <PlaylistCard key={node.id} playlist={node} />
            ))}
          </div>
          {playlists.pageInfo.hasNextPage && (
            <Button
              variant="secondary"
              className="show-more"
              disabled={loading}
              onClick={() => void fetchMore({ variables: { after: playlists.pageInfo.endCursor } })}
            >
              Show more
            </Button>
          )}
        </>
      )}
      <CreatePlaylistDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
