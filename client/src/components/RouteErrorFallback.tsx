import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from './Button';

/** Shown instead of a page that failed to render or load. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="centered-page" role="alert">
      <h1>Something went wrong</h1>
      <p>We're sorry, but something unexpected happened.</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </main>
  );
}
