import type { ComponentPropsWithRef } from 'react';
import { classNames } from './Button';

/**
 * What a badge's colour means. neutral: nothing to act on; info: in progress; accent: creative work;
 * warning: needs attention soon; success: done; danger: only for errors and failures.
 */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** Bolder text, for the most pressing item of a scale (an urgent task). */
  strong?: boolean;
}

/** A small pill of text whose tone carries its meaning; the text always says the same in words. */
export function Badge({ tone = 'neutral', strong, className, ...props }: BadgeProps) {
  return <span className={classNames('badge', strong && 'strong', className)} data-tone={tone} {...props} />;
}
