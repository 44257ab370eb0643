import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import type { ProjectGenre } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { ProjectBasicsFields } from './ProjectBasicsFields';
import { readNewProject } from './project-form-values';
import { useCreateProject } from './use-create-project';

interface NewProjectDialogProps {
  open: boolean;
  genres: readonly ProjectGenre[];
  onClose: () => void;
}

/** The New Project form: title, description and genre. A blank title does nothing. */
export function NewProjectDialog({ open, genres, onClose }: NewProjectDialogProps) {
  const [error, setError] = useState('');
  const [createProject, { loading }] = useCreateProject();

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
      await createProject(input);
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
