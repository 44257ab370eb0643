import type { ComponentPropsWithRef } from 'react';
import { classNames } from './Button';

type CardProps = (
  | ({ as?: 'article' } & ComponentPropsWithRef<'article'>)
  | ({ as: 'section' } & ComponentPropsWithRef<'section'>)
) & {
  /** The card's accessible name (aria-label), when no heading inside names it through aria-labelledby. */
  label?: string;
};

/**
 * A card: an <article> (or <section>) with the shared card styling (`.card`), plus any feature class.
 * Give it a name with `label` or `aria-labelledby` so it is announced as a landmark or list item by name.
 */
export function Card({ as = 'article', label, className, ...props }: CardProps) {
  const shared = { 'aria-label': label, ...props, className: classNames('card', className) };
  if (as === 'section') return <section {...(shared as ComponentPropsWithRef<'section'>)} />;
  return <article {...(shared as ComponentPropsWithRef<'article'>)} />;
}
