import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link } from 'react-router-dom';
import { PageLoading } from './PageLoading';

interface ItemPageFallbackProps {
  /** The page's query error; none while it loads. */
  error: ErrorLike | undefined;
  /** 'Track not found.', for an id that is not the artist's (NOT_FOUND). */
  notFound: string;
  /** 'Failed to fetch the track.', for anything else. */
  failed: string;
  back: { to: string; label: string };
}

/** What a page of one thing shows before it has it: loading, or why not and the way back. */
export function ItemPageFallback({ error, notFound, failed, back }: ItemPageFallbackProps) {
  if (!error) return <PageLoading />;
  const missing =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
  return (
    <section>
      <p className="form-error" role="alert">
        {missing ? notFound : failed}
      </p>
      <Link to={back.to}>{back.label}</Link>
    </section>
  );
}
