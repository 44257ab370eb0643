import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useUnsavedChanges } from './unsaved-changes';

interface DiscardGuardOptions {
  /** Whether the dialog holds changes not yet saved (typing, a picture chosen or removed). */
  dirty: boolean;
  /** What is being edited, as the question names it: "Edit Project". */
  label: string;
  /** Closes the dialog, dropping what was typed. */
  onDiscard: () => void;
}

/**
 * For a dialog with a form: Cancel, Escape and leaving the screen ask before typed changes are
 * dropped. Give `requestClose` to the dialog's onClose and its Cancel button, and render
 * `confirmDialog` beside the dialog (after it, so it opens on top).
 */
export function useDiscardGuard({ dirty, label, onDiscard }: DiscardGuardOptions) {
  const [asking, setAsking] = useState(false);
  useUnsavedChanges({ dirty, label });

  const requestClose = () => {
    if (dirty) setAsking(true);
    else onDiscard();
  };
  const discard = () => {
    setAsking(false);
    onDiscard();
  };

  const confirmDialog = (
    <Dialog
      title="Discard changes?"
      open={asking}
      onClose={() => setAsking(false)}
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={() => setAsking(false)}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={discard}>
            Discard changes
          </Button>
        </>
      }
    >
      <p>Not saved yet: {label}. If you close it now, your changes are lost.</p>
    </Dialog>
  );
  return { requestClose, confirmDialog };
}
