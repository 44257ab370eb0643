import { Field } from '../../components/Field';
/** Email and password, named as the login and register forms read them. */
export function CredentialFields({ newPassword = false }: { newPassword?: boolean }) {
  return (
    <>
      <Field label="Email">
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label="Password" hint={newPassword ? 'At least 8 characters.' : undefined}>
        <input
          name="password"
          type="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          minLength={newPassword ? 8 : undefined}
          required
        />
      </Field>
    </>
  );
}
