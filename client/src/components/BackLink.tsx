import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The way back to the list an item page belongs to: an arrow, then the list's name. The gap between
 * them is the layout's, not a space, so the link's underline runs under the name alone.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeft size="1em" aria-hidden="true" />
      {children}
    </Link>
  );
}
