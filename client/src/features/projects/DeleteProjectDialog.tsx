import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { DeleteProjectDocument } from './DeleteProjectDialog.generated';
import { ProjectsDocument } from './ProjectsRoute.generated';

interface DeleteProjectDialogProps {
  project: { id: string; title: string };
  open: boolean;
  onClose: () => void;
}

/** Deletes a project once confirmed; the confirmation says what goes with it and what stays. */
export function DeleteProjectDialog({ project, open, onClose }: DeleteProjectDialogProps) {
  const [error, setError] = useState('');
  const [deleteProject, { loading }] = useMutation(DeleteProjectDocument, {
    // Gone from every cached list at once; the counts come with the list fetched again.
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Project', id: data.deleteProject.id }) });
      cache.gc();
    },
    // The sidebar's project count (WorkspaceUser) changes with the list.
    refetchQueries: [ProjectsDocument, 'WorkspaceUser'],
  });

  const close = () => {
    setError('');
    onClose();
  };

  const confirm = async () => {
    setError('');
    try {
      await deleteProject({ variables: { input: { projectId: project.id } } });
      toast.success(`Deleted ${project.title}.`);
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to delete project.'));
    }
  };

  return (
    <Dialog title="Delete Project" open={open} onClose={close}>
      <p>
        Delete <strong>{project.title}</strong>? Its notes, lyrics and the tracks uploaded into it will be
        deleted. Tracks you attached from your library stay in your library.
      </p>
      <FormError message={error} />
      <div className="button-row">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button variant="danger" disabled={loading} onClick={confirm}>
          Delete Project
        </Button>
      </div>
    </Dialog>
  );
}
