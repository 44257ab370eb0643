import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrmOptions } from '../db/mikro-orm.config.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { type HttpAnswer, postJson } from '../test/http-client.js';
import { type StartedApp, startApp } from '../test/start-app.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { testConfig } from '../test/test-config.js';
import { signUp } from '../test/uploads.js';

const db = useTestDatabase();

// The app reaches the test database through a TCP relay the test can cut: the machine's PostgreSQL
// keeps running, and the same app instance must recover on its own once the link is back.
let proxy: TcpProxy;
let orm: MikroORM;
let app: StartedApp;

beforeAll(async () => {
  const target = new URL(db.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.port = String(proxy.port);
  orm = await MikroORM.init(createOrmOptions(target.toString(), { pool: { min: 0, max: 5 } }));
  app = await startApp(orm, testConfig());
});
afterEach(() => proxy.restore());
afterAll(async () => {
  await app?.close();
  await orm?.close();
  await proxy?.close();
});

const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a few seconds.';
const PASSWORD = 'correct horse battery';

function graphqlRequest(query: string, variables: Record<string, unknown>, token?: string) {
  return postJson(
    app.url,
    '/graphql',
    { query, variables },
    token ? { authorization: `Bearer ${token}` } : {},
  );
}

async function getJson(path: string, token: string): Promise<HttpAnswer<unknown>> {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const PLAYLISTS = '{ playlists { nodes { name } } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { user { email } } }';

function expectGraphqlUnavailable(answer: HttpAnswer) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.body.errors).toEqual([
    expect.objectContaining({
      message: UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
    }),
  ]);
}

function expectRestUnavailable(answer: HttpAnswer<unknown>) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.body).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
}

describe('a database outage', () => {
  it('answers 503 with Retry-After in each transport’s shape, and normally once the database is back', async () => {
    const email = uniqueEmail();
    const token = await signUp(app.url, email);
    expect(
      (await postJson(app.url, '/playlists', { name: 'Before' }, { authorization: `Bearer ${token}` }))
        .status,
    ).toBe(201);

    await proxy.cut();

    // Signed in: the session lookup before Apollo is what fails.
    expectGraphqlUnavailable(await graphqlRequest(PLAYLISTS, {}, token));
    // Anonymous: a resolver fails (login's rate limit and lookup).
    expectGraphqlUnavailable(await graphqlRequest(LOGIN, { email, password: PASSWORD }));
    expectRestUnavailable(await getJson('/playlists', token));
    expectRestUnavailable(await postJson(app.url, '/login', { email, password: PASSWORD }));

    await proxy.restore();

    const playlists = await graphqlRequest(PLAYLISTS, {}, token);
    expect(playlists.status).toBe(200);
    expect(playlists.body).toEqual({ data: { playlists: { nodes: [{ name: 'Before' }] } } });
    const login = await graphqlRequest(LOGIN, { email, password: PASSWORD });
    expect(login.body).toEqual({ data: { login: { user: { email } } } });
    const rest = await getJson('/playlists', token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ name: 'Before', trackCount: 0 })]);
    expect((await postJson(app.url, '/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('answers 503 when the database hangs up on connections as they open', async () => {
    const token = await signUp(app.url, uniqueEmail());
    const auth = { authorization: `Bearer ${token}` };
    expect((await postJson(app.url, '/playlists', { name: 'Before' }, auth)).status).toBe(201);

    // node-postgres reports this as a bare 'Connection terminated unexpectedly' (no SQL, no code),
    // which MikroORM wraps in a DriverException: a read answered 200 with INTERNAL_SERVER_ERROR.
    await proxy.hangUpNewConnections();

    expectGraphqlUnavailable(await graphqlRequest(PLAYLISTS, {}, token));
    expectGraphqlUnavailable(
      await graphqlRequest('mutation { createPlaylist(input: { name: "During" }) { id } }', {}, token),
    );
    expectRestUnavailable(await getJson('/playlists', token));
    expectRestUnavailable(await postJson(app.url, '/playlists', { name: 'During' }, auth));

    await proxy.restore();
    const playlists = await graphqlRequest(PLAYLISTS, {}, token);
    expect(playlists.body).toEqual({ data: { playlists: { nodes: [{ name: 'Before' }] } } });
  });

  it('answers other errors before Apollo in GraphQL’s shape too', async () => {
    const unreadable = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toEqual({
      errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
