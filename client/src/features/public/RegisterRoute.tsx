import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { requestSession } from './account-requests';
import { CredentialFields } from './CredentialFields';

/** Creates the account, shows the welcome screen while it signs in with the same details, then opens the dashboard. */
export function RegisterRoute() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [registered, setRegistered] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const details = {
      artistName: String(form.get('artistName')),
      email: String(form.get('email')),
      password: String(form.get('password')),
    };
    setError('');
    setLoading(true);
    try {
      await requestSession('/register', details, 'Registration failed');
    } catch (failure) {
      setError((failure as Error).message);
      setLoading(false);
      return;
    }
    setRegistered(true);
    try {
      const credentials = { email: details.email, password: details.password };
      signIn(await requestSession('/login', credentials, 'Login failed'));
      navigate('/app/dashboard', { replace: true });
    } catch {
      navigate('/login', { replace: true });
    }
  }

  if (registered) {
    return (
      <main className="auth-page" aria-live="polite">
        <section className="panel auth-form">
          <h1>Welcome to Backline</h1>
          <p>Your account has been created. Redirecting you to the login page...</p>
        </section>
      </main>
    );
  }
  return (
    <main className="auth-page">
      <form className="panel auth-form" onSubmit={submit} aria-labelledby="register-heading">
        <h1 id="register-heading">Create your account</h1>
        <Field label="Artist Name">
          <input name="artistName" autoComplete="nickname" required />
        </Field>
        <CredentialFields newPassword />
        <FormError message={error} />
        <Button type="submit" disabled={loading}>
          {loading ? 'Creating Account...' : 'Create Account'}
        </Button>
        <p className="auth-switch">
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </form>
    </main>
  );
}
