import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary (filled accent, the default), secondary (outlined accent) or danger (a destructive action). */
  variant?: ButtonVariant;
  size?: 'small';
}

/** Joins class names, leaving out the empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The one button: a native <button> with the shared `.button` classes (`secondary`, `danger`, `small`).
 * Every button prop is forwarded; `type` defaults to "button" so a button in a form never submits by surprise.
 */
export function Button({ variant = 'primary', size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames('button', variant !== 'primary' && variant, size, className)}
      {...props}
    />
  );
}
