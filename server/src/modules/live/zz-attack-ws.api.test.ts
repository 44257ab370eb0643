import { type Client, createClient } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { type TestServer, useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db, { RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '5', GRAPHQL_INTROSPECTION: 'false' });

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

function connect(s: TestServer, accessToken?: string): Client {
  const client = createClient({
    url: `${s.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: accessToken ? { accessToken } : {},
    retryAttempts: 0,
    lazy: false,
  });
  clients.push(client);
  return client;
}

function once(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  return new Promise((resolve) => {
    let last: unknown;
    client.subscribe({ query, variables }, {
      next: (r) => { last = r; },
      error: (e) => resolve({ socketError: String((e as { code?: number }).code ?? e), reason: (e as {reason?:string}).reason, raw: e }),
      complete: () => resolve(last),
    });
  });
}

async function register(name: string) {
  const email = uniqueEmail();
  const a = await graphql(server.url, 'mutation($input: RegisterInput!) { register(input: $input) { accessToken refreshToken user { id } } }', { input: { email, password: 'correct horse battery', artistName: name } });
  return { token: a.data?.register.accessToken as string, refresh: a.data?.register.refreshToken as string, id: a.data?.register.user.id as string, email };
}

describe('attack ws', () => {
  it('A: aliases/depth/tokens/introspection/rate limit over ws', async () => {
    const me = await signUpArtist(server.url, 'Alias Abuser');
    const aliases = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const http = await graphql(server.url, aliases, {}, me.token);
    console.log('HTTP aliases', http.status, JSON.stringify(http.errors?.[0]?.message));
    const ws = connect(server, me.token);
    const res = (await once(ws, aliases)) as { data?: Record<string, string>; errors?: unknown };
    console.log('WS aliases', Object.keys(res?.data ?? {}).length, JSON.stringify(res?.errors ?? null)?.slice(0, 200));
    const intro = (await once(ws, '{ __schema { types { name } } }')) as { data?: { __schema: { types: unknown[] } } };
    const httpIntro = await graphql(server.url, '{ __schema { types { name } } }', {}, me.token);
    console.log('HTTP intro', httpIntro.status, JSON.stringify(httpIntro.errors?.[0]?.message));
    console.log('WS intro types', intro?.data?.__schema.types.length, JSON.stringify(intro).slice(0, 200));
    // rate limit: 5/min per user over HTTP; 40 over ws
    let ok = 0;
    for (let i = 0; i < 40; i++) {
      const r = (await once(ws, '{ me { id } }')) as { data?: unknown };
      if (r?.data) ok++;
    }
    const httpAfter = await graphql(server.url, '{ me { id } }', {}, me.token);
    console.log('WS ok', ok, 'HTTP after', httpAfter.status, JSON.stringify(httpAfter.errors?.[0]));
    expect(ok).toBe(0);
  });

  it('B: control chars / error masking over ws', async () => {
    const me = await signUpArtist(server.url, 'Nul Poster');
    const ws = connect(server, me.token);
    const r = await once(ws, 'mutation { createProject(input: { title: "a\\u0000b" }) { id title } }');
    console.log('WS NUL', JSON.stringify(r).slice(0, 1500));
    const r2 = await once(ws, 'mutation($t: String!) { createProject(input: { title: $t }) { id title } }', { t: 'x\u0000y' });
    console.log('WS NUL var', JSON.stringify(r2).slice(0, 1500));
  });

  it('C: logout / deleteAccount keep the socket', async () => {
    const a = await register('Logged Out');
    const ws = connect(server, a.token);
    const first = await once(ws, '{ me { id } }');
    console.log('before logout', JSON.stringify(first));
    const out = await graphql(server.url, 'mutation($r: String!) { logout(input: { refreshToken: $r }) }', { r: a.refresh }, a.token);
    console.log('logout', JSON.stringify(out));
    const httpMe = await graphql(server.url, '{ me { id } }', {}, a.token);
    console.log('HTTP me after logout', httpMe.status, JSON.stringify(httpMe.errors?.[0]?.extensions?.code));
    await new Promise((r) => setTimeout(r, 500));
    const after = await once(ws, '{ me { id } }');
    console.log('WS me after logout', JSON.stringify(after));
    const mut = await once(ws, 'mutation { createProject(input: { title: "after logout" }) { id } }');
    console.log('WS mutation after logout', JSON.stringify(mut));
    expect((after as { data?: unknown }).data).toBeFalsy();
  });
});
