import { Link, Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';

/** The landing page; an artist who is signed in goes straight to the workspace. */
export function LandingRoute() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to="/app/dashboard" replace />;
  return (
    <main className="home">
      <h1>Backline</h1>
      <p>The workspace for independent musicians and producers.</p>
      <p>
        <Link className="button" to="/register">
          Create Account
        </Link>
      </p>
    </main>
  );
}
