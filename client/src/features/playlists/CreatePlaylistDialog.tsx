import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useRetryKey } from '../../apollo/use-retry-key';
import { Dialog } from '../../components/Dialog';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { useFormChanges } from '../saving/use-form-changes';
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
  const changes = useFormChanges();
  const guard = useDiscardGuard({
    dirty: open && changes.dirty,
    label: 'Create New Playlist',
    onDiscard: close,
  });

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
    <>
      <Dialog
        title="Create New Playlist"
        open={open}
        onClose={guard.requestClose}
        error={error}
        actions={
          <FormDialogActions
            formId={formId}
            submitLabel="Create"
            busyLabel="Creating…"
            busy={loading}
            onCancel={guard.requestClose}
          />
        }
      >
        <div {...changes.watch}>
          <PlaylistNameForm id={formId} busy={loading} onSubmit={create} />
        </div>
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}
