import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { MARKETING } from './landing-content';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

interface Joined {
  position: number;
  referralCode: string;
}

type WaitlistState =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; joined: Joined };

/**
 * The waitlist form at #waitlist (POST /waitlist). A visitor who came through a friend's link
 * (/?ref=CODE) credits that friend; after joining, the visitor gets a link of their own.
 */
export function WaitlistForm() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [state, setState] = useState<WaitlistState>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setState({ status: 'error', message: 'Email is required.' });
      return;
    }
    setState({ status: 'loading' });
    try {
      const response = await fetch('/waitlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, name, ...(referralCode ? { referralCode } : {}) }),
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<Joined> & { error?: string };
      if (!response.ok || answer.position === undefined || !answer.referralCode) {
        setState({ status: 'error', message: answer.error || UNEXPECTED });
        return;
      }
      setState({
        status: 'success',
        joined: { position: answer.position, referralCode: answer.referralCode },
      });
    } catch {
      setState({ status: 'error', message: UNEXPECTED });
    }
  };

  return (
    <section id="waitlist" className="landing-section waitlist" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Join the waitlist</h2>
      <p className="muted">
        {MARKETING.waitlistSize} artists are already in line. Share with {MARKETING.friendsToJumpAhead}{' '}
        friends to move to the front.
      </p>
      {state.status === 'success' ? (
        <JoinedMessage joined={state.joined} />
      ) : (
        <form className="stack waitlist-form" noValidate onSubmit={submit}>
          <Field label="Email">
            <input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label="Name (optional)">
            <input autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          {state.status === 'error' && (
            <p className="form-error" role="alert">
              {state.message}
            </p>
          )}
          <Button type="submit" disabled={state.status === 'loading'}>
            {state.status === 'loading' ? 'Joining...' : 'Join the Waitlist'}
          </Button>
        </form>
      )}
    </section>
  );
}

function JoinedMessage({ joined }: { joined: Joined }) {
  const link = `${window.location.origin}/?ref=${encodeURIComponent(joined.referralCode)}`;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => toast.success('Link copied.'),
      () => toast.error('Could not copy the link; select it and copy it yourself.'),
    );
  };
  return (
    <div className="stack" role="status">
      <p className="form-success">Success! You are #{joined.position} in line. We'll be in touch!</p>
      <Field label="Your referral link">
        <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <div>
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
    </div>
  );
}
