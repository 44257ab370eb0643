import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { useFormChanges } from '../saving/use-form-changes';
import { UpdatePlaylistDocument } from './PlaylistActions.generated';
import { PlaylistNameForm } from './PlaylistNameForm';
import { useDeletePlaylist } from './use-delete-playlist';

/** Rename (the new name reaches every screen through the cache) and delete, after a confirmation. */
export function PlaylistActions({ playlist }: { playlist: { id: string; name: string } }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="button-row">
      <Button variant="secondary" onClick={() => setDialog('rename')}>
        Rename
      </Button>
      <Button variant="danger" onClick={() => setDialog('delete')}>
        Delete
      </Button>
      <RenameDialog playlist={playlist} open={dialog === 'rename'} onClose={close} />
      <DeleteDialog playlist={playlist} open={dialog === 'delete'} onClose={close} />
    </div>
  );
}

interface DialogProps {
  playlist: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}

function RenameDialog({ playlist, open, onClose }: DialogProps) {
  const [error, setError] = useState('');
  const [rename, { loading }] = useMutation(UpdatePlaylistDocument);
  const formId = useId();
  const changes = useFormChanges();
  const guard = useDiscardGuard({
    dirty: open && changes.dirty,
    label: 'Rename Playlist',
    onDiscard: onClose,
  });

  const save = async (name: string) => {
    try {
      await rename({ variables: { id: playlist.id, name } });
      onClose();
    } catch (caught) {
      setError((caught as Error).message || 'Failed to rename playlist.');
    }
  };

  return (
    <>
      <Dialog
        title="Rename Playlist"
        open={open}
        onClose={guard.requestClose}
        error={error}
        actions={
          <>
            <Button variant="secondary" onClick={guard.requestClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={loading}>
              Save
            </Button>
          </>
        }
      >
        <div {...changes.watch}>
          <PlaylistNameForm id={formId} initialName={playlist.name} busy={loading} onSubmit={save} />
        </div>
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}

function DeleteDialog({ playlist, open, onClose }: DialogProps) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [deletePlaylist, { loading }] = useDeletePlaylist();

  const confirm = async () => {
    try {
      await deletePlaylist(playlist.id);
      toast.success(`Deleted ${playlist.name}.`);
      navigate('/app/playlists', { replace: true });
    } catch {
      setError('Failed to delete playlist.');
    }
  };

  return (
    <Dialog
      title="Delete Playlist"
      open={open}
      onClose={onClose}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={loading} onClick={confirm}>
            Delete Playlist
          </Button>
        </>
      }
    >
      <p>
        Delete <strong>{playlist.name}</strong>? Its tracks stay in your library.
      </p>
    </Dialog>
  );
}
