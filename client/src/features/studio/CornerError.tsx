/** The studio's errors, in a box in the corner of the screen until dismissed. */
export function CornerError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div className="corner-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button secondary" onClick={onDismiss} aria-label="Dismiss error">
        ×
      </button>
    </div>
  );
}
