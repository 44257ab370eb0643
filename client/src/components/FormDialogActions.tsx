import { Button } from './Button';

interface FormDialogActionsProps {
  /** The form the submit button sends: it sits in the dialog's actions, outside the form. */
  formId: string;
  submitLabel: string;
  /** Shown on the submit button while the form is being sent, e.g. 'Saving…'. */
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** A form dialog's Cancel and submit buttons, for the Dialog's `actions` (they stay in view). */
export function FormDialogActions({
  formId,
  submitLabel,
  busyLabel,
  busy,
  onCancel,
}: FormDialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
