/** An error announced to screen readers as it appears; renders nothing without a message. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
