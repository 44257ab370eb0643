import { Button } from '../../components/Button';
/** The studio's errors, in a box in the corner of the screen until dismissed. */
export function CornerError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div className="corner-error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onDismiss} aria-label="Dismiss error">
        ×
      </Button>
    </div>
  );
}
