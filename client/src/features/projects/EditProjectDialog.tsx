import { BPM_RANGE, FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useId, useState } from 'react';
import type { ProjectGenre } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { useFormChanges } from '../saving/use-form-changes';
import type { EditProjectDialog_ProjectFragment } from './EditProjectDialog.generated';
import { ProjectBasicsFields } from './ProjectBasicsFields';
import { readProjectChanges } from './project-form-values';
import { PROJECT_STATUSES } from './project-status';
import { useUpdateProject } from './use-update-project';

interface EditProjectDialogProps {
  project: EditProjectDialog_ProjectFragment;
  genres: readonly ProjectGenre[];
  open: boolean;
  onClose: () => void;
}

/** Changes every field of a project; a blank title does nothing. */
export function EditProjectDialog({ project, genres, open, onClose }: EditProjectDialogProps) {
  const [error, setError] = useState('');
  const formId = useId();
  const [updateProject, { loading }] = useUpdateProject();

  const close = () => {
    setError('');
    onClose();
  };
  const changes = useFormChanges();
  const guard = useDiscardGuard({ dirty: open && changes.dirty, label: 'Edit Project', onDiscard: close });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = readProjectChanges(new FormData(event.currentTarget), project.id);
    if (!input || loading) return;
    setError('');
    try {
      await updateProject(input);
      close();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save project.'));
    }
  };

  return (
    <>
      <Dialog
        title="Edit Project"
        open={open}
        onClose={guard.requestClose}
        error={error}
        actions={
          <FormDialogActions
            formId={formId}
            submitLabel="Save Changes"
            busyLabel="Saving…"
            busy={loading}
            onCancel={guard.requestClose}
          />
        }
      >
        <form id={formId} {...changes.watch} className="stack" onSubmit={submit}>
          <ProjectBasicsFields
            genres={genres}
            title={project.title}
            description={project.description}
            genre={project.genre}
          />
          <div className="field-grid">
            <Field label="Status">
              <select name="status" defaultValue={project.status}>
                {PROJECT_STATUSES.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="BPM (optional)">
              <input
                name="bpm"
                type="number"
                min={BPM_RANGE.min}
                max={BPM_RANGE.max}
                step="any"
                inputMode="decimal"
                defaultValue={project.bpm ?? ''}
              />
            </Field>
            <Field label="Key">
              <input
                name="key"
                maxLength={FIELD_LIMITS.project.key}
                placeholder="e.g. A minor"
                defaultValue={project.key}
              />
            </Field>
          </div>
          <Field
            label="Target release date (optional)"
            hint="The day you mean to release it; your manager plans toward it."
          >
            <input name="targetReleaseDate" type="date" defaultValue={project.targetReleaseDate ?? ''} />
          </Field>
          <Field label="Tags (comma-separated)">
            <input name="tags" defaultValue={project.tags.join(', ')} placeholder="e.g. night, synths" />
          </Field>
          <Field
            label="Credits (comma-separated)"
            hint="Names to credit; invite the people who work on it from the project's page."
          >
            <input
              name="credits"
              defaultValue={project.credits.join(', ')}
              placeholder="e.g. Mira Cole, DJ Ando"
            />
          </Field>
        </form>
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}
