/** Email and password, named as the login and register forms read them. */
export function CredentialFields({ newPassword = false }: { newPassword?: boolean }) {
  return (
    <>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          minLength={newPassword ? 8 : undefined}
          required
        />
      </label>
    </>
  );
}
