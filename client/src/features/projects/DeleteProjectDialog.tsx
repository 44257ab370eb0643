import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useDeleteProject } from './use-delete-project';

interface DeleteProjectDialogProps {
  project: { id: string; title: string };
  open: boolean;
  onClose: () => void;
}

/** Deletes a project once confirmed; the confirmation says what goes with it and what stays. */
export function DeleteProjectDialog({ project, open, onClose }: DeleteProjectDialogProps) {
  const [error, setError] = useState('');
  const [deleteProject, { loading }] = useDeleteProject();

  const close = () => {
    setError('');
    onClose();
  };

  const confirm = async () => {
    setError('');
    try {
      await deleteProject(project.id);
      toast.success(`Deleted ${project.title}.`);
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to delete project.'));
    }
  };

  return (
    <Dialog
      title="Delete Project"
      open={open}
      onClose={close}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" disabled={loading} onClick={confirm}>
            Delete Project
          </Button>
        </>
      }
    >
      <p>
        Delete <strong>{project.title}</strong>? Its notes, lyrics and the tracks uploaded into it will be
        deleted. Tracks you attached from your library stay in your library.
      </p>
    </Dialog>
  );
}
