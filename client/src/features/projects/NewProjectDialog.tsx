import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { ProjectGenre } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Dialog } from '../../components/Dialog';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { useFormChanges } from '../saving/use-form-changes';
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
  const formId = useId();
  const [createProject, { loading }] = useCreateProject();

  const close = () => {
    setError('');
    onClose();
  };
  const changes = useFormChanges();
  const guard = useDiscardGuard({ dirty: open && changes.dirty, label: 'New Project', onDiscard: close });

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
    <>
      <Dialog
        title="New Project"
        open={open}
        onClose={guard.requestClose}
        error={error}
        actions={
          <FormDialogActions
            formId={formId}
            submitLabel="Create Project"
            busyLabel="Creating…"
            busy={loading}
            onCancel={guard.requestClose}
          />
        }
      >
        <form id={formId} {...changes.watch} className="stack" onSubmit={submit}>
          <ProjectBasicsFields genres={genres} />
        </form>
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}
