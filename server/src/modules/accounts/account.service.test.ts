import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { RateLimitedError } from '../../shared/errors.js';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { testConfig } from '../../test/test-config.js';
import { RefreshToken } from './refresh-token.entity.js';
import { hashRefreshToken } from './refresh-token-secret.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

const db = useTestDatabase();
const caller = { clientAddress: '203.0.113.7' };

function services(overrides: Record<string, string> = {}) {
  const config = testConfig(overrides);
  return createServices(db.orm, config, config.jwt.secret ?? '');
}

describe('registration', () => {
  it('stores the email trimmed and lower-cased with an argon2id hash at OWASP parameters', async () => {
    const { accounts } = services();
    const result = await accounts.register(
      db.orm.em.fork(),
      newArtist({ email: '  Mixed.Case@Example.COM ' }),
      caller,
    );

    expect(result.user.email).toBe('mixed.case@example.com');
    const stored = await db.orm.em
      .fork()
      .findOneOrFail(User, { id: result.user.id }, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.passwordHash).not.toContain('correct horse');
  });

  it('accepts a missing or empty genre', async () => {
    const { accounts } = services();
    const { genre: _genre, ...withoutGenre } = newArtist();
    expect((await accounts.register(db.orm.em.fork(), withoutGenre, caller)).user.genre).toBe('');
    expect((await accounts.register(db.orm.em.fork(), newArtist({ genre: '' }), caller)).user.genre).toBe('');
  });

  it('refuses an email that already has an account, in any case', async () => {
    const { accounts } = services();
    const artist = newArtist();
    await accounts.register(db.orm.em.fork(), artist, caller);
    await expect(
      accounts.register(db.orm.em.fork(), { ...artist, email: artist.email.toUpperCase() }, caller),
    ).rejects.toThrow('An account with this email already exists.');
    expect(await db.orm.em.fork().count(User, {})).toBe(1);
  });

  it('lets exactly one of two simultaneous registrations with one email succeed', async () => {
    const { accounts } = services();
    const artist = newArtist();
    const outcomes = await Promise.allSettled([
      accounts.register(db.orm.em.fork(), artist, caller),
      accounts.register(db.orm.em.fork(), artist, caller),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await db.orm.em.fork().count(User, {})).toBe(1);
  });

  it.each([
    [{ email: '' }, 'Email is required.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ password: '' }, 'Password is required.'],
    [{ password: 'short12' }, 'Password must be at least 8 characters.'],
    [{ artistName: '   ' }, 'Artist name is required.'],
    [{ artistName: 'x'.repeat(101) }, 'Artist name must be at most 100 characters.'],
  ])('refuses %o with "%s"', async (override, message) => {
    const { accounts } = services();
    await expect(accounts.register(db.orm.em.fork(), newArtist(override), caller)).rejects.toThrow(message);
    expect(await db.orm.em.fork().count(User, {})).toBe(0);
  });
});

describe('login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { accounts } = services();
    const artist = newArtist();
    await accounts.register(db.orm.em.fork(), artist, caller);
    const result = await accounts.login(
      db.orm.em.fork(),
      { email: ` ${artist.email.toUpperCase()}`, password: artist.password },
      caller,
    );
    expect(result.user.email).toBe(artist.email);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { accounts } = services();
    const artist = newArtist();
    await accounts.register(db.orm.em.fork(), artist, caller);
    await expect(
      accounts.login(db.orm.em.fork(), { email: artist.email, password: 'wrong password' }, caller),
    ).rejects.toThrow('Invalid email or password.');
    await expect(
      accounts.login(db.orm.em.fork(), { email: 'nobody@example.com', password: 'wrong password' }, caller),
    ).rejects.toThrow('Invalid email or password.');
  });

  it('locks an email after the configured number of failures, even for the right password', async () => {
    const { accounts } = services({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const artist = newArtist();
    await accounts.register(db.orm.em.fork(), artist, caller);
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(
        accounts.login(db.orm.em.fork(), { email: artist.email, password: 'nope nope' }, caller),
      ).rejects.toThrow('Invalid email or password.');
    }
    const locked = accounts.login(
      db.orm.em.fork(),
      { email: artist.email, password: artist.password },
      caller,
    );
    await expect(locked).rejects.toBeInstanceOf(RateLimitedError);
    await expect(locked).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });

  it('never checks more passwords than the limit, however many attempts arrive at once', async () => {
    const { accounts } = services({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const artist = newArtist();
    await accounts.register(db.orm.em.fork(), artist, caller);

    const burst = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        accounts.login(db.orm.em.fork(), { email: artist.email, password: 'nope nope' }, caller),
      ),
    );

    const checked = burst.filter(
      (outcome) => outcome.status === 'rejected' && !(outcome.reason instanceof RateLimitedError),
    );
    expect(checked).toHaveLength(3);
    await expect(accounts.login(db.orm.em.fork(), artist, caller)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { accounts } = services({ RATE_LIMIT_LOGIN_FAILURES: '2' });
    const artist = newArtist();
    await accounts.register(db.orm.em.fork(), artist, caller);
    await accounts
      .login(db.orm.em.fork(), { email: artist.email, password: 'nope nope' }, caller)
      .catch(() => undefined);
    await accounts.login(db.orm.em.fork(), artist, caller);
    await accounts
      .login(db.orm.em.fork(), { email: artist.email, password: 'nope nope' }, caller)
      .catch(() => undefined);
    await expect(accounts.login(db.orm.em.fork(), artist, caller)).resolves.toMatchObject({
      user: { email: artist.email },
    });
  });
});

/** Moves a refresh token's use back in time, as if that many seconds had passed since. */
async function usedSecondsAgo(refreshToken: string, seconds: number): Promise<void> {
  await db.orm.em
    .fork()
    .nativeUpdate(
      RefreshToken,
      { tokenHash: hashRefreshToken(refreshToken) },
      { usedAt: new Date(Date.now() - seconds * 1000) },
    );
}

describe('sessions and tokens', () => {
  it('rotates the refresh token on every use and refuses the old one', async () => {
    const { accounts, sessions } = services();
    const first = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    const second = await sessions.refresh(db.orm.em.fork(), first.refreshToken, caller);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.id).toBe(first.user.id);
    const third = await sessions.refresh(db.orm.em.fork(), second.refreshToken, caller);
    expect(third.refreshToken).not.toBe(second.refreshToken);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { accounts } = services();
    const { refreshToken } = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    const stored = await db.orm.em.fork().find(RefreshToken, {});
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(refreshToken);
  });

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const { accounts, sessions } = services();
    const first = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    const second = await sessions.refresh(db.orm.em.fork(), first.refreshToken, caller);
    await usedSecondsAgo(first.refreshToken, 11);

    await expect(sessions.refresh(db.orm.em.fork(), first.refreshToken, caller)).rejects.toThrow(
      'Your session has ended. Please sign in again.',
    );
    // The thief's copy is dead, and so is the newest token and the access token of that family.
    await expect(sessions.refresh(db.orm.em.fork(), second.refreshToken, caller)).rejects.toThrow(
      'Your session has ended',
    );
    expect(await accounts.authenticate(db.orm.em.fork(), second.accessToken)).toBeNull();
  });

  it('gives two simultaneous uses of a refresh token the same new pair, and the session lives', async () => {
    const { accounts, sessions } = services();
    const { refreshToken } = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    const [one, two] = await Promise.all([
      sessions.refresh(db.orm.em.fork(), refreshToken, caller),
      sessions.refresh(db.orm.em.fork(), refreshToken, caller),
    ]);

    expect(one.refreshToken).toBe(two.refreshToken);
    expect(one.refreshToken).not.toBe(refreshToken);
    expect(await accounts.authenticate(db.orm.em.fork(), one.accessToken)).not.toBeNull();
    expect(await accounts.authenticate(db.orm.em.fork(), two.accessToken)).not.toBeNull();
    await expect(sessions.refresh(db.orm.em.fork(), one.refreshToken, caller)).resolves.toBeTruthy();
  });

  it('answers a repeat within the grace window with the same new pair, once', async () => {
    const { accounts, sessions } = services();
    const first = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    const second = await sessions.refresh(db.orm.em.fork(), first.refreshToken, caller);
    await usedSecondsAgo(first.refreshToken, 9);

    const repeat = await sessions.refresh(db.orm.em.fork(), first.refreshToken, caller);
    expect(repeat.refreshToken).toBe(second.refreshToken);
    expect(await db.orm.em.fork().count(RefreshToken, { session: { user: first.user.id } })).toBe(2);

    // Once the new token has been used in turn, the old one coming back is theft: the family ends.
    await sessions.refresh(db.orm.em.fork(), second.refreshToken, caller);
    await expect(sessions.refresh(db.orm.em.fork(), first.refreshToken, caller)).rejects.toThrow(
      'Your session has ended',
    );
  });

  it('keeps other sessions of the same user alive when one family is revoked', async () => {
    const { accounts, sessions } = services();
    const artist = newArtist();
    const laptop = await accounts.register(db.orm.em.fork(), artist, caller);
    const phone = await accounts.login(db.orm.em.fork(), artist, caller);
    await sessions.logout(db.orm.em.fork(), laptop.refreshToken);

    expect(await accounts.authenticate(db.orm.em.fork(), laptop.accessToken)).toBeNull();
    expect((await accounts.authenticate(db.orm.em.fork(), phone.accessToken))?.userId).toBe(phone.user.id);
    await expect(sessions.refresh(db.orm.em.fork(), phone.refreshToken, caller)).resolves.toBeTruthy();
  });

  it('logout ends the session: its refresh and access tokens stop working', async () => {
    const { accounts, sessions } = services();
    const { accessToken, refreshToken } = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    await sessions.logout(db.orm.em.fork(), refreshToken);
    await expect(sessions.refresh(db.orm.em.fork(), refreshToken, caller)).rejects.toThrow(
      'Your session has ended',
    );
    expect(await accounts.authenticate(db.orm.em.fork(), accessToken)).toBeNull();
    expect(await db.orm.em.fork().count(Session, { revokedAt: { $ne: null } })).toBe(1);
  });

  it('refuses an expired refresh token', async () => {
    const { accounts, sessions } = services();
    const { refreshToken } = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    await db.orm.em.fork().nativeUpdate(RefreshToken, {}, { expiresAt: new Date(Date.now() - 1000) });
    await expect(sessions.refresh(db.orm.em.fork(), refreshToken, caller)).rejects.toThrow(
      'Your session has ended',
    );
  });

  it('accepts its own access token and refuses a refresh token, a forged or a foreign one', async () => {
    const { accounts } = services();
    const config = testConfig();
    const result = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    expect((await accounts.authenticate(db.orm.em.fork(), result.accessToken))?.userId).toBe(result.user.id);

    expect(await accounts.authenticate(db.orm.em.fork(), result.refreshToken)).toBeNull();

    const payload = result.accessToken.split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await accounts.authenticate(db.orm.em.fork(), unsigned)).toBeNull();

    const session = await db.orm.em.fork().findOneOrFail(Session, { user: result.user.id });
    const sign = (claims: { iss: string; aud: string; exp: number }, secret = config.jwt.secret ?? '') =>
      new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(result.user.id)
        .setIssuer(claims.iss)
        .setAudience(claims.aud)
        .setExpirationTime(claims.exp)
        .sign(new TextEncoder().encode(secret));
    const inAMinute = Math.floor(Date.now() / 1000) + 60;
    const valid = { iss: config.jwt.issuer, aud: config.jwt.audience, exp: inAMinute };
    expect(await accounts.authenticate(db.orm.em.fork(), await sign(valid))).not.toBeNull();
    expect(
      await accounts.authenticate(db.orm.em.fork(), await sign({ ...valid, iss: 'someone-else' })),
    ).toBeNull();
    expect(
      await accounts.authenticate(db.orm.em.fork(), await sign({ ...valid, aud: 'another-app' })),
    ).toBeNull();
    expect(
      await accounts.authenticate(db.orm.em.fork(), await sign({ ...valid, exp: inAMinute - 120 })),
    ).toBeNull();
    expect(
      await accounts.authenticate(
        db.orm.em.fork(),
        await sign(valid, 'a-different-secret-of-sufficient-length!!'),
      ),
    ).toBeNull();
  });

  it('issues access tokens that expire after 15 minutes', async () => {
    const { accounts } = services();
    const { accessToken } = await accounts.register(db.orm.em.fork(), newArtist(), caller);
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(JSON.parse(Buffer.from(accessToken.split('.')[0] ?? '', 'base64url').toString()).alg).toBe(
      'HS256',
    );
  });
});
