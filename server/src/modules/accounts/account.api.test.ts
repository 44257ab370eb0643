import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { errorCodes, graphql, postJson } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { RefreshToken } from './refresh-token.entity.js';
import { hashRefreshToken } from './refresh-token-secret.js';

const db = useTestDatabase();
const server = useTestServer(db, {
  RATE_LIMIT_LOGIN_FAILURES: '3',
  RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '25',
});

/** Moves a refresh token's use a minute back, past the reuse grace window. */
async function usedAMinuteAgo(refreshToken: string): Promise<void> {
  await db.orm.em
    .fork()
    .nativeUpdate(
      RefreshToken,
      { tokenHash: hashRefreshToken(refreshToken) },
      { usedAt: new Date(Date.now() - 60_000) },
    );
}

const AUTH_FIELDS = 'user { id email artistName genre createdAt } accessToken refreshToken';
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { ${AUTH_FIELDS} } }`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { ${AUTH_FIELDS} } }`;
const REFRESH = `mutation Refresh($token: String!) { refreshSession(input: { refreshToken: $token }) { ${AUTH_FIELDS} } }`;
const LOGOUT = 'mutation Logout($token: String!) { logout(input: { refreshToken: $token }) }';
const ME = 'query Me { me { id email artistName } }';
const ME_FOR_SHELL = 'query { me { role plan avatar } }';

describe('GraphQL accounts', () => {
  it('registers, answers me with the bearer token, and signs in again', async () => {
    const artist = newArtist({ email: ' New.Artist@Example.com ', genre: '' });
    const registered = await graphql(server.url, REGISTER, { input: artist });
    expect(registered.errors).toBeUndefined();
    const { user, accessToken, refreshToken } = registered.data?.register ?? {};
    expect(user).toMatchObject({ email: 'new.artist@example.com', artistName: artist.artistName, genre: '' });
    expect(accessToken).toEqual(expect.any(String));
    expect(refreshToken).toEqual(expect.any(String));

    const me = await graphql(server.url, ME, {}, accessToken);
    expect(me.data?.me).toEqual({
      id: user.id,
      email: 'new.artist@example.com',
      artistName: artist.artistName,
    });

    // What the workspace frame shows of a new artist until the profile changes it.
    const shell = await graphql(server.url, ME_FOR_SHELL, {}, accessToken);
    expect(shell.data?.me).toEqual({ role: 'Independent Artist', plan: 'CREATOR', avatar: '🎧' });

    const login = await graphql(server.url, LOGIN, {
      email: 'NEW.ARTIST@example.com',
      password: artist.password,
    });
    expect(login.data?.login.user.id).toBe(user.id);
  });

  it('never exposes a password hash in the schema', async () => {
    const answer = await graphql(server.url, '{ __type(name: "User") { fields { name } } }');
    const fields = answer.data?.__type.fields.map((field: { name: string }) => field.name);
    expect(fields).toEqual(expect.arrayContaining(['id', 'email', 'artistName', 'genre', 'createdAt']));
    expect(fields.join()).not.toMatch(/password/i);
  });

  it('answers me without a token, with a bad token and with a refresh token as UNAUTHENTICATED', async () => {
    const { data } = await graphql(server.url, REGISTER, { input: newArtist() });
    for (const token of [undefined, 'not-a-jwt', data?.register.refreshToken]) {
      const answer = await graphql(server.url, ME, {}, token);
      expect(errorCodes(answer)).toEqual(['UNAUTHENTICATED']);
      expect(answer.data).toBeNull();
    }
  });

  it.each([
    [{ email: '' }, 'Email is required.', 'email'],
    [{ email: 'nope' }, 'Please enter a valid email address.', 'email'],
    [{ password: '1234567' }, 'Password must be at least 8 characters.', 'password'],
    [{ artistName: '' }, 'Artist name is required.', 'artistName'],
  ])('refuses registration %o with BAD_USER_INPUT "%s"', async (override, message, field) => {
    const answer = await graphql(server.url, REGISTER, { input: newArtist(override) });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it.each([
    [{ email: ' ', password: 'something long' }, 'Email is required.'],
    [{ email: 'someone@example.com', password: '' }, 'Password is required.'],
  ])('refuses login %o with BAD_USER_INPUT "%s"', async (variables, message) => {
    const answer = await graphql(server.url, LOGIN, variables);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an empty refresh token with BAD_USER_INPUT', async () => {
    const answer = await graphql(server.url, REFRESH, { token: '' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Refresh token is required.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('names a field missing from the input', async () => {
    const { email: _email, ...withoutEmail } = newArtist();
    const answer = await graphql(server.url, REGISTER, { input: withoutEmail });
    expect(answer.errors?.[0]?.message).toContain('email');
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a taken email with a clear message', async () => {
    const artist = newArtist();
    await graphql(server.url, REGISTER, { input: artist });
    const again = await graphql(server.url, REGISTER, {
      input: { ...artist, email: artist.email.toUpperCase() },
    });
    expect(again.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists.',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const artist = newArtist();
    await graphql(server.url, REGISTER, { input: artist });
    const wrongPassword = await graphql(server.url, LOGIN, {
      email: artist.email,
      password: 'wrong password',
    });
    const unknownEmail = await graphql(server.url, LOGIN, {
      email: 'ghost@example.com',
      password: 'wrong password',
    });
    expect(wrongPassword.errors).toEqual(unknownEmail.errors);
    // Not UNAUTHENTICATED: a client renews its session on that code, never on a failed login.
    expect(wrongPassword.errors?.[0]).toMatchObject({
      message: 'Invalid email or password.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
  });

  it('rotates refresh tokens, and one reused after the grace window ends the session', async () => {
    const { data } = await graphql(server.url, REGISTER, { input: newArtist() });
    const first = data?.register;
    const rotated = await graphql(server.url, REFRESH, { token: first.refreshToken });
    const second = rotated.data?.refreshSession;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await graphql(server.url, ME, {}, second.accessToken)).data?.me.id).toBe(first.user.id);
    await usedAMinuteAgo(first.refreshToken);

    const reused = await graphql(server.url, REFRESH, { token: first.refreshToken });
    expect(reused.errors?.[0]).toMatchObject({
      message: 'Your session has ended. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(errorCodes(await graphql(server.url, REFRESH, { token: second.refreshToken }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(errorCodes(await graphql(server.url, ME, {}, second.accessToken))).toEqual(['UNAUTHENTICATED']);
  });

  it('gives two refreshes at the same moment the same new pair (a phone resuming)', async () => {
    const { data } = await graphql(server.url, REGISTER, { input: newArtist() });
    const [one, two] = await Promise.all([
      postJson(server.url, '/refresh', { refreshToken: data?.register.refreshToken }),
      postJson(server.url, '/refresh', { refreshToken: data?.register.refreshToken }),
    ]);

    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.refreshToken).toBe(two.body.refreshToken);
    const me = await graphql(server.url, ME, {}, String(two.body.accessToken));
    expect(me.data?.me.id).toBe(data?.register.user.id);
  });

  it('logout revokes the session', async () => {
    const { data } = await graphql(server.url, REGISTER, { input: newArtist() });
    const { accessToken, refreshToken } = data?.register ?? {};
    expect((await graphql(server.url, LOGOUT, { token: refreshToken })).data?.logout).toBe(true);
    expect(errorCodes(await graphql(server.url, ME, {}, accessToken))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await graphql(server.url, REFRESH, { token: refreshToken }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('counts every aliased login towards the per-address limit, not once per request', async () => {
    const artist = newArtist();
    await graphql(server.url, REGISTER, { input: artist });
    const aliasedLogins = (count: number) =>
      `mutation { ${Array.from({ length: count }, (_, i) => `l${i}: login(input: { email: "${artist.email}", password: "${artist.password}" }) { accessToken }`).join(' ')} }`;

    const fifteen = await graphql(server.url, aliasedLogins(15));
    expect(fifteen.errors).toBeUndefined();
    const ten = await graphql(server.url, aliasedLogins(10));
    expect(ten.errors).toBeUndefined();
    // 25 logins in two requests: the limit (25 a minute in this file) is reached.
    const next = await graphql(server.url, LOGIN, { email: artist.email, password: artist.password });
    expect(errorCodes(next)).toEqual(['TOO_MANY_REQUESTS']);
    expect(next.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('REST accounts', () => {
  it('answers with tokens that no cache may keep, over REST and GraphQL', async () => {
    const artist = newArtist();
    const registered = await postJson(server.url, '/register', artist);
    expect(registered.headers.get('cache-control')).toBe('no-store');
    const login = await postJson(server.url, '/login', { email: artist.email, password: artist.password });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const refreshed = await postJson(server.url, '/refresh', { refreshToken: login.body.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    const overGraphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { accessToken } }',
        variables: { email: artist.email, password: artist.password },
      }),
    });
    expect(
      ((await overGraphql.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken,
    ).toEqual(expect.any(String));
    expect(overGraphql.headers.get('cache-control')).toBe('no-store');
  });

  it('POST /register and POST /login answer {user, accessToken, refreshToken}', async () => {
    const artist = newArtist();
    const registered = await postJson(server.url, '/register', artist);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      user: {
        id: expect.any(String),
        email: artist.email,
        artistName: artist.artistName,
        genre: '',
        createdAt: expect.any(String),
      },
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const login = await postJson(server.url, '/login', { email: artist.email, password: artist.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: { email: artist.email } });
    const me = await graphql(server.url, ME, {}, login.body.accessToken as string);
    expect(me.data?.me.email).toBe(artist.email);
  });

  it.each([
    ['/register', { ...newArtist(), email: '' }, 400, 'Email is required.'],
    ['/register', { ...newArtist(), password: 'short' }, 400, 'Password must be at least 8 characters.'],
    ['/register', { ...newArtist(), artistName: undefined }, 400, 'Artist name is required.'],
    ['/login', { email: 'someone@example.com' }, 400, 'Password is required.'],
    ['/login', { password: 'something long' }, 400, 'Email is required.'],
    ['/login', { email: 'ghost@example.com', password: 'wrong password' }, 401, 'Invalid email or password.'],
  ])('POST %s %o answers %i {message: "%s"}', async (path, payload, status, message) => {
    const answer = await postJson(server.url, path, payload);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('a taken email answers 409 CONFLICT (REST and GraphQL); a wrong password INVALID_CREDENTIALS', async () => {
    const artist = newArtist();
    await postJson(server.url, '/register', artist);
    const again = await postJson(server.url, '/register', artist);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'An account with this email already exists.',
      code: 'CONFLICT',
    });
    const overGraphql = await graphql(server.url, REGISTER, { input: artist });
    expect(overGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'email' });
    const wrong = await postJson(server.url, '/login', { email: artist.email, password: 'not the password' });
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('POST /refresh rotates and POST /logout revokes', async () => {
    const { body } = await postJson(server.url, '/register', newArtist());
    const refreshed = await postJson(server.url, '/refresh', { refreshToken: body.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(body.refreshToken);

    await usedAMinuteAgo(String(body.refreshToken));
    const reused = await postJson(server.url, '/refresh', { refreshToken: body.refreshToken });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Your session has ended. Please sign in again.');

    const { body: fresh } = await postJson(server.url, '/login', {
      email: (body.user as { email: string }).email,
      password: newArtist().password,
    });
    expect((await postJson(server.url, '/logout', { refreshToken: fresh.refreshToken })).status).toBe(204);
    expect((await postJson(server.url, '/refresh', { refreshToken: fresh.refreshToken })).status).toBe(401);
    expect((await postJson(server.url, '/refresh', {})).body.message).toBe('Refresh token is required.');
  });

  it('answers 429 with Retry-After once an email has too many failed logins', async () => {
    const artist = newArtist();
    await postJson(server.url, '/register', artist);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await postJson(server.url, '/login', { email: artist.email, password: 'wrong password' })).status,
      ).toBe(401);
    }
    const blocked = await postJson(server.url, '/login', { email: artist.email, password: artist.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many attempts. Please try again later.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts malformed logins against the address like any other', async () => {
    const answers = [];
    for (let i = 0; i < 26; i++)
      answers.push(await postJson(server.url, '/login', { email: [`not-an-email-${i}`] }));
    // The file's other tests have signed in from this address too: the limit comes sooner, never later.
    const statuses = answers.map((answer) => answer.status);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(new Set(statuses.slice(0, firstRefused))).toEqual(new Set([400]));
    expect(new Set(statuses.slice(firstRefused))).toEqual(new Set([429]));
  });

  it('limits requests per client address to each operation, counted in the shared store', async () => {
    const answers = [];
    for (let i = 0; i < 26; i++)
      answers.push(await postJson(server.url, '/refresh', { refreshToken: `unknown-${i}` }));
    expect(answers.slice(0, 25).every((answer) => answer.status === 401)).toBe(true);
    expect(answers[25]?.status).toBe(429);
    const rows = await db.orm.em
      .fork()
      .getConnection()
      .execute(`select key from rate_limits where key like 'requests:refreshSession:%'`);
    expect(rows).toHaveLength(1);
    // Another operation from the same address still has its own allowance.
    expect(
      (await postJson(server.url, '/login', { email: 'a@example.com', password: 'whatever1' })).status,
    ).toBe(401);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The request could not be read.' });
  });
});
