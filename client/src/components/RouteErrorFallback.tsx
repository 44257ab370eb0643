import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from './Button';
import { useAppShellRemoved } from './use-app-shell-removed';

/** Shown instead of a page that failed to render or load. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useAppShellRemoved();
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
