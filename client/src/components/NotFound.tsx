import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <main className="centered-page">
      <h1>Page Not Found</h1>
      <Link className="button" to="/">
        Go Home
      </Link>
    </main>
  );
}
