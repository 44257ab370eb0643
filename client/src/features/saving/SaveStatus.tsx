import { Button } from '../../components/Button';
import type { AutoSave } from './use-auto-save';

const LABELS = { saved: 'Saved', unsaved: 'Unsaved changes', saving: 'Saving…' } as const;

/**
 * Where typed work stands: 'Unsaved changes', 'Saving…', 'Saved', or the failure with a Retry
 * button (the text stays in the form). `savedLabel` replaces plain 'Saved'.
 */
export function SaveStatus({ autoSave, savedLabel }: { autoSave: AutoSave; savedLabel?: string }) {
  const { status, error, flush } = autoSave;
  if (status === 'error') {
    return (
      <span className="form-error" role="alert">
        Not saved: {error}{' '}
        <Button variant="secondary" size="small" onClick={() => void flush()}>
          Retry
        </Button>
      </span>
    );
  }
  return (
    <span className="muted" role="status">
      {status === 'saved' ? (savedLabel ?? LABELS.saved) : LABELS[status]}
    </span>
  );
}
