import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { onFirstUse } from '../../lib/on-first-use';
import { TrackUsageDocument } from './DeleteTrackDialog.generated';
import { useDeleteTrack } from './use-delete-track';

interface DeleteTrackDialogProps {
  track: { id: string; title: string };
  onClose: () => void;
  /** Called once the track is gone, so the list it was in can be fetched again. */
  onDeleted: () => void;
}

/**
 * Asks before deleting a track, naming the playlists and projects it will leave. Deleting removes it
 * everywhere, its audio file included; the cache forgets it and the player lets it go. 'Delete Track'
 * waits until the dialog knows where the track is used: confirmed before, the artist would not have
 * seen what goes with it, and the lines appearing would move the button under their pointer.
 */
export function DeleteTrackDialog({ track, onClose, onDeleted }: DeleteTrackDialogProps) {
  const [error, setError] = useState('');
  const usage = useQuery(TrackUsageDocument, { variables: { id: track.id }, fetchPolicy: 'network-only' });
  const [deleteTrack, { loading }] = useDeleteTrack();

  const confirm = async () => {
    setError('');
    try {
      await deleteTrack(track.id, onClose);
      toast.success(`Deleted ${track.title}.`);
      onDeleted();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to delete the track.'));
    }
  };

  const playlists = usage.data?.track?.playlists.nodes ?? [];
  const otherPlaylists = (usage.data?.track?.playlists.totalCount ?? 0) - playlists.length;
  const projects = usage.data?.track?.projects.nodes ?? [];
  return (
    <Dialog
      title="Delete Track"
      open
      onClose={onClose}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={loading || usage.loading}>
            {loading ? 'Deleting…' : 'Delete Track'}
          </Button>
        </>
      }
    >
      <div className="stack">
        <p>
          Delete <strong className="break-anywhere">{track.title}</strong> and its audio file? This cannot be
          undone.
        </p>
        {usage.loading && <p className="muted">Checking where it is used…</p>}
        {usage.error && <p className="muted">Could not check where it is used.</p>}
        {playlists.length > 0 && (
          <p>
            It will leave {playlists.length === 1 ? 'the playlist' : 'the playlists'}{' '}
            <strong className="break-anywhere">
              {listOfNames(playlists.map((playlist) => playlist.name))}
            </strong>
            {otherPlaylists > 0 && ` and ${otherPlaylists} more`}.
          </p>
        )}
        {projects.length > 0 && (
          <p>
            It will leave {projects.length === 1 ? 'the project' : 'the projects'}{' '}
            <strong className="break-anywhere">
              {listOfNames(projects.map((project) => project.title))}
            </strong>
            .
          </p>
        )}
        {usage.data && playlists.length === 0 && projects.length === 0 && (
          <p className="muted">It is in no playlist or project.</p>
        )}
      </div>
    </Dialog>
  );
}

const names = onFirstUse(() => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }));

/** 'A', 'A and B', 'A, B and C', with each name in quotes. */
function listOfNames(list: string[]): string {
  return names().format(list.map((name) => `'${name}'`));
}
