import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { classNames } from './Button';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

interface FieldProps {
  /** The visible label, which is also the control's accessible name. */
  label: ReactNode;
  /** One input, select or textarea. */
  children: ReactElement<ControlProps>;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** An error shown under the control; the control is marked invalid while it is set. */
  error?: ReactNode;
  className?: string;
}

/**
 * A labelled form control: the label wraps the control (so the name comes from the label text), and the
 * hint and error are tied to it with aria-describedby; an error sets aria-invalid.
 */
export function Field({ label, children, hint, error, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = classNames(children.props['aria-describedby'], hintId, errorId) || undefined;
  const controlId = children.props.id ?? `${id}-control`;
  const control = cloneElement(children, {
    id: controlId,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true } : {}),
  });
  return (
    <div className={classNames('field', className)}>
      <label htmlFor={controlId}>
        {label}
        {control}
      </label>
      {hint && (
        <p id={hintId} className="field-hint muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error form-error">
          {error}
        </p>
      )}
    </div>
  );
}
