import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { useUnsavedChanges } from '../saving/unsaved-changes';
import { ChangePasswordDocument } from './ChangePasswordForm.generated';

export const PASSWORDS_DIFFER = 'The new passwords do not match.';
const CHANGED = 'Password changed. Your other devices have been signed out.';

export function ChangePasswordForm() {
  const [error, setError] = useState('');
  const [changed, setChanged] = useState('');
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  // Leaving with a half-typed change asks first, as every form with typing does.
  const [typed, setTyped] = useState(false);
  useUnsavedChanges({ dirty: typed, label: 'Password change' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const currentPassword = String(values.get('currentPassword') ?? '');
    const newPassword = String(values.get('newPassword') ?? '');
    setChanged('');
    if (newPassword !== values.get('confirmPassword')) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setError('');
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      form.reset();
      setTyped(false);
      setChanged(CHANGED);
      toast.success('Password changed.');
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to change password.'));
    }
  };

  return (
    <section className="panel settings-section" aria-labelledby="password-heading">
      <h2 id="password-heading">Change Password</h2>
      <form
        className="stack password-form"
        onSubmit={submit}
        onInput={(event) => setTyped(hasTyping(event.currentTarget))}
      >
        <Field label="Current password">
          <input name="currentPassword" type="password" autoComplete="current-password" required />
        </Field>
        <Field label="New password">
          <input name="newPassword" type="password" autoComplete="new-password" minLength={8} required />
        </Field>
        <Field label="Confirm new password">
          <input name="confirmPassword" type="password" autoComplete="new-password" required />
        </Field>
        <FormError message={error} />
        <p className="form-success" role="status">
          {changed}
        </p>
        <div>
          <Button type="submit" disabled={loading}>
            {loading ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function hasTyping(form: HTMLFormElement): boolean {
  return [...new FormData(form).values()].some((value) => value !== '');
}
