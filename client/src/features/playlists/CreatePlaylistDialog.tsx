import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useRetryKey } from '../../apollo/use-retry-key';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PlaylistNameForm } from './PlaylistNameForm';
import { useCreatePlaylist } from './use-create-playlist';

/**
 * The 'Create New Playlist' modal. A blank name does nothing. A new playlist changes which playlists
 * exist, which the cache cannot infer, so the list is fetched again before the modal closes. Trying
 * the same name again after a failure sends the same key, so a playlist saved by the failed attempt
 * is not made twice.
 */
export function CreatePlaylistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState('');
  const formId = useId();
  const retryKey = useRetryKey();
  const [createPlaylist, { loading }] = useCreatePlaylist();

  const close = () => {
    setError('');
    onClose();
  };

  const create = async (name: string) => {
    setError('');
    try {
      await createPlaylist(name, retryKey.keyFor(name));
      retryKey.succeeded();
      toast.success(`Created ${name}.`);
      close();
    } catch {
      setError('Failed to create playlist.');
    }
  };

  return (
    <Dialog
      title="Create New Playlist"
      open={open}
      onClose={close}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={loading}>
            {loading ? 'Creating...' : 'Create'}
          </Button>
        </>
      }
    >
      <PlaylistNameForm id={formId} busy={loading} onSubmit={create} />
    </Dialog>
  );
}
