import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import type { ProjectGenre } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { CreateProjectDocument } from './NewProjectDialog.generated';
import { ProjectBasicsFields } from './ProjectBasicsFields';
import { ProjectsDocument } from './ProjectsRoute.generated';
import { readNewProject } from './project-form-values';

interface NewProjectDialogProps {
  open: boolean;
  genres: readonly ProjectGenre[];
  onClose: () => void;
}

/**
 * The New Project form: title, description and genre. A blank title does nothing. A new project changes
 * the list and the counts, which the cache cannot infer, so they are fetched again before it closes.
 */
export function NewProjectDialog({ open, genres, onClose }: NewProjectDialogProps) {
  const [error, setError] = useState('');
  const [createProject, { loading }] = useMutation(CreateProjectDocument, {
    // The sidebar's project count (WorkspaceUser) changes with the list.
    refetchQueries: [ProjectsDocument, 'WorkspaceUser'],
    awaitRefetchQueries: true,
  });

  const close = () => {
    setError('');
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = readNewProject(new FormData(event.currentTarget));
    if (!input || loading) return;
    setError('');
    try {
      await createProject({ variables: { input } });
      toast.success(`Created ${input.title}.`);
      close();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to create project.'));
    }
  };

  return (
    <Dialog title="New Project" open={open} onClose={close}>
      <form className="stack" onSubmit={submit}>
        <ProjectBasicsFields genres={genres} />
        <FormError message={error} />
        <div className="button-row">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={loading}>
            {loading ? 'Creating...' : 'Create Project'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
