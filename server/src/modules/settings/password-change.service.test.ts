import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { testConfig } from '../../test/test-config.js';
import type { Authentication } from '../accounts/account.service.js';
import { User } from '../accounts/user.entity.js';

const db = useTestDatabase();
const { fork } = db;
const caller = { clientAddress: '203.0.113.8' };
const NEW_PASSWORD = 'a brand new passphrase';

function services(overrides: Record<string, string> = {}) {
  const config = testConfig(overrides);
  return createServices(db.orm, config, config.jwt.secret ?? '');
}

/** An artist signed in on two devices, and who the first device is. */
async function artistOnTwoDevices(app: ReturnType<typeof services>) {
  const artist = newArtist();
  const here = await app.accounts.register(fork(), artist, caller);
  const elsewhere = await app.accounts.login(fork(), artist, caller);
  const auth = (await app.accounts.authenticate(fork(), here.accessToken)) as Authentication;
  return { artist, here, elsewhere, auth };
}

async function passwordHashOf(userId: string): Promise<string> {
  return (await fork().findOneOrFail(User, userId, { populate: ['passwordHash'] })).passwordHash;
}

describe('changing the password', () => {
  it('needs the current password, then signs out every other session but this one', async () => {
    const app = services();
    const { artist, here, elsewhere, auth } = await artistOnTwoDevices(app);
    const other = await artistOnTwoDevices(app);

    const ended = await app.passwordChanges.changePassword(fork(), auth, {
      currentPassword: artist.password,
      newPassword: NEW_PASSWORD,
    });
    expect(ended).toBe(1);

    expect(await app.accounts.authenticate(fork(), here.accessToken)).toEqual(auth);
    expect(await app.accounts.authenticate(fork(), elsewhere.accessToken)).toBeNull();
    await expect(app.sessions.refresh(fork(), elsewhere.refreshToken, caller)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await app.sessions.refresh(fork(), here.refreshToken, caller)).user.id).toBe(auth.userId);
    // Another artist's sessions are untouched.
    expect(await app.accounts.authenticate(fork(), other.elsewhere.accessToken)).not.toBeNull();

    await expect(app.accounts.login(fork(), artist, caller)).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });
    const again = await app.accounts.login(fork(), { email: artist.email, password: NEW_PASSWORD }, caller);
    expect(again.user.id).toBe(auth.userId);
    expect(await passwordHashOf(auth.userId)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('changes nothing when the current password is wrong', async () => {
    const app = services();
    const { artist, elsewhere, auth } = await artistOnTwoDevices(app);
    const hashBefore = await passwordHashOf(auth.userId);
    await expect(
      app.passwordChanges.changePassword(fork(), auth, {
        currentPassword: 'not my password',
        newPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Your current password is incorrect.',
      field: 'currentPassword',
    });
    expect(await passwordHashOf(auth.userId)).toBe(hashBefore);
    expect(await app.accounts.authenticate(fork(), elsewhere.accessToken)).not.toBeNull();
    expect((await app.accounts.login(fork(), artist, caller)).user.id).toBe(auth.userId);
  });

  it.each([
    [{ currentPassword: '' }, 'Please enter your current password.', 'currentPassword'],
    [{ newPassword: '' }, 'Password is required.', 'newPassword'],
    [{ newPassword: 'short12' }, 'Password must be at least 8 characters.', 'newPassword'],
    [{ newPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters.', 'newPassword'],
  ])('applies the registration rules: %o is refused with "%s"', async (override, message, field) => {
    const app = services();
    const { artist, elsewhere, auth } = await artistOnTwoDevices(app);
    const hashBefore = await passwordHashOf(auth.userId);
    await expect(
      app.passwordChanges.changePassword(fork(), auth, {
        currentPassword: artist.password,
        newPassword: NEW_PASSWORD,
        ...override,
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message, field });
    expect(await passwordHashOf(auth.userId)).toBe(hashBefore);
    expect(await app.accounts.authenticate(fork(), elsewhere.accessToken)).not.toBeNull();
  });

  it('counts wrong current passwords with failed logins, and stops guessing at the limit', async () => {
    const app = services({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const { artist, auth } = await artistOnTwoDevices(app);
    const attempt = (currentPassword: string) =>
      app.passwordChanges.changePassword(fork(), auth, { currentPassword, newPassword: NEW_PASSWORD });
    for (const guess of ['guess one', 'guess two', 'guess three']) {
      await expect(attempt(guess)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    await expect(attempt(artist.password)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
