import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { useAuth } from '../../auth/AuthProvider';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { AccountDeletionImpactDocument, DeleteAccountDocument } from './DeleteAccountSection.generated';

const WHAT_GOES =
  'Your profile, tracks, playlists, projects, lyrics and notes are deleted with their audio files. ' +
  'This cannot be undone.';

/** 'Kai', 'Kai and Vic', 'Kai, Vic and Mo', 'Kai, Vic and 3 others'. */
function peopleInSentence(names: readonly string[], count: number): string {
  const others = count - names.length;
  if (others > 0) return `${names.join(', ')} and ${others} other${others === 1 ? '' : 's'}`;
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The danger zone: deleting the account once the password is typed again; then this browser signs out. */
export function DeleteAccountSection() {
  const { signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const formId = useId();
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  const impact = useQuery(AccountDeletionImpactDocument, { skip: !confirming, fetchPolicy: 'network-only' });
  const losing = impact.data?.accountDeletionImpact;

  const close = () => {
    setError('');
    setConfirming(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setError('');
    try {
      await deleteAccount({ variables: { input: { password } } });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to delete account.'));
      return;
    }
    toast.success('Your account has been deleted.');
    // Every session ended with the account; this browser forgets its tokens the way Log out does.
    signOut();
  };

  return (
    <section className="panel settings-section danger-zone" aria-labelledby="danger-heading">
      <h2 id="danger-heading">Danger Zone</h2>
      <p>{WHAT_GOES}</p>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      </div>
      <Dialog
        title="Delete Account"
        open={confirming}
        onClose={close}
        error={error}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form={formId} disabled={loading}>
              {loading ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </>
        }
      >
        <form id={formId} className="stack" onSubmit={submit}>
          <p>{WHAT_GOES}</p>
          {losing && losing.collaboratorCount > 0 && (
            <p>
              {peopleInSentence(losing.collaboratorNames, losing.collaboratorCount)}{' '}
              {losing.collaboratorCount === 1 ? 'loses' : 'lose'} access to the projects you share with them;
              you leave the projects others share with you.
            </p>
          )}
          <Field label="Enter your password to confirm">
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              // Focus starts here: the dialog opens only to take the password.
              autoFocus
            />
          </Field>
        </form>
      </Dialog>
    </section>
  );
}
