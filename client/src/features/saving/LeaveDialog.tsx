import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import type { UnsavedWork } from './unsaved-changes';

interface LeaveDialogProps {
  open: boolean;
  works: readonly UnsavedWork[];
  saving: boolean;
  error: string;
  onStay: () => void;
  onLeave: () => void;
  onSaveAndLeave: () => void;
}

/** Asks before leaving a screen with unsaved typing; Escape and Stay keep the text. */
export function LeaveDialog({
  open,
  works,
  saving,
  error,
  onStay,
  onLeave,
  onSaveAndLeave,
}: LeaveDialogProps) {
  const canSave = works.length > 0 && works.every((work) => work.save);
  return (
    <Dialog
      title="Leave without saving?"
      open={open}
      onClose={onStay}
      error={error}
      actions={
        <>
          <Button variant="secondary" onClick={onStay} autoFocus>
            Stay
          </Button>
          <Button variant="danger" onClick={onLeave} disabled={saving}>
            Leave without saving
          </Button>
          {canSave && (
            <Button onClick={onSaveAndLeave} disabled={saving}>
              {saving ? 'Saving…' : 'Save and leave'}
            </Button>
          )}
        </>
      }
    >
      <p>
        Not saved yet: {describe(works)}. If you leave now, {works.length === 1 ? 'it is' : 'they are'} lost.
      </p>
    </Dialog>
  );
}

/** "Lyrics", "Lyrics and Note", "Lyrics, Note and Message". */
function describe(works: readonly UnsavedWork[]): string {
  const labels = [...new Set(works.map((work) => work.label))];
  if (labels.length <= 1) return labels[0] ?? 'This screen';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
