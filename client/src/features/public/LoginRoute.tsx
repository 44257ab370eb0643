import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { requestSession } from './account-requests';
import { CredentialFields } from './CredentialFields';

/** Where the guard sent the visitor from, so login can take them back there. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/app/dashboard';
}

export function LoginRoute() {
  const { isAuthenticated, signIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError('');
    setLoading(true);
    try {
      const credentials = { email: String(form.get('email')), password: String(form.get('password')) };
      signIn(await requestSession('/login', credentials, 'Login failed'));
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }

  if (isAuthenticated && !loading) return <Navigate to={returnPath(location.state)} replace />;
  return (
    <main className="auth-page">
      <form className="panel auth-form" onSubmit={submit} aria-labelledby="login-heading">
        <h1 id="login-heading">Login</h1>
        <CredentialFields />
        <FormError message={error} />
        <Button type="submit" disabled={loading}>
          {loading ? 'Logging in...' : 'Login'}
        </Button>
        <p className="auth-switch">
          New to Backline? <Link to="/register">Create an account</Link>
        </p>
      </form>
    </main>
  );
}
