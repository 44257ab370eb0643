import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { CreatePlaylistDialog } from './CreatePlaylistDialog';
import { PlaylistCard } from './PlaylistCard';

export const PlaylistsQuery = graphql(`
  query Playlists {
    playlists {
      id
      ...PlaylistCard_playlist
    }
  }
`);

export function PlaylistsRoute() {
  const { data, error } = useQuery(PlaylistsQuery, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);

  return (
    <section className="playlists">
      <div className="page-heading">
        <h1>Playlists</h1>
        <Button onClick={() => setCreating(true)}>Create New Playlist</Button>
      </div>
      {error && !data ? (
        <p className="form-error" role="alert">
          Failed to fetch playlists.
        </p>
      ) : !data ? (
        <PageLoading />
      ) : data.playlists.length === 0 ? (
        <p className="muted">No playlists yet. Create one to gather your tracks.</p>
      ) : (
        <div className="playlist-grid">
          {data.playlists.map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} />
          ))}
        </div>
      )}
      <CreatePlaylistDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
