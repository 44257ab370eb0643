import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { graphql } from '../../__generated__';
import { Dialog } from '../../components/Dialog';
import { PlaylistNameForm } from './PlaylistNameForm';
import { PlaylistsQuery } from './PlaylistsRoute';

const CreatePlaylistMutation = graphql(`
  mutation CreatePlaylist($name: String!) {
    createPlaylist(name: $name) {
      id
      ...PlaylistCard_playlist
    }
  }
`);

/**
 * The 'Create New Playlist' modal. A blank name does nothing. A new playlist changes which playlists
 * exist, which the cache cannot infer, so the list is fetched again before the modal closes.
 */
export function CreatePlaylistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState('');
  const [createPlaylist, { loading }] = useMutation(CreatePlaylistMutation, {
    refetchQueries: [PlaylistsQuery],
    awaitRefetchQueries: true,
  });

  const close = () => {
    setError('');
    onClose();
  };

  const create = async (name: string) => {
    setError('');
    try {
      await createPlaylist({ variables: { name } });
      toast.success(`Created ${name}.`);
      close();
    } catch {
      setError('Failed to create playlist.');
    }
  };

  return (
    <Dialog title="Create New Playlist" open={open} onClose={close}>
      <PlaylistNameForm
        submitLabel={loading ? 'Creating...' : 'Create'}
        busy={loading}
        error={error}
        onSubmit={create}
        onCancel={close}
      />
    </Dialog>
  );
}
