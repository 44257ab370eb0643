import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { newArtist } from '../test/factories.js';
import { errorCodes, graphql, postJson } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db, {
  CLIENT_ORIGIN: 'http://app.example.test',
  GRAPHQL_MAX_DEPTH: '2',
  GRAPHQL_MAX_ALIASES: '3',
  JSON_BODY_LIMIT: '2kb',
});
// A built client with only the explorer page, so both servers could serve it.
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-client-'));
fs.writeFileSync(path.join(clientDist, 'explorer.html'), '<!doctype html><title>GraphiQL</title>');
const closed = useTestServer(db, {
  GRAPHQL_INTROSPECTION: 'false',
  GRAPHQL_MAX_COST: '2',
  CLIENT_DIST_DIR: clientDist,
});
const production = useTestServer(db, { NODE_ENV: 'production', CLIENT_DIST_DIR: clientDist });

const logLines: string[] = [];
const logged = useTestServer(
  db,
  {},
  pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  ),
);

describe('HTTP security defaults', () => {
  it('sets helmet headers and a request id', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // A picture chosen in a dialog is shown from the device (a blob: address) before it is saved.
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:");
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    const other = await fetch(`${server.url}/healthz`);
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS for the configured client origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    expect((await preflight('http://app.example.test')).headers.get('access-control-allow-origin')).toBe(
      'http://app.example.test',
    );
    expect(
      (await preflight('http://evil.example.test')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('refuses GraphQL requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const simpleGet = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(simpleGet.status).toBe(400);
    const textPlain = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(textPlain.status).toBe(400);
    const withPreflightHeader = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(await withPreflightHeader.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses operations deeper or with more aliases than configured', async () => {
    expect((await graphql(server.url, '{ a: __typename b: __typename }')).data).toEqual({
      a: 'Query',
      b: 'Query',
    });
    const tooDeep = await graphql(
      server.url,
      'mutation { register(input: {email: "", password: "", artistName: ""}) { user { id } } }',
    );
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth/i);
    expect(errorCodes(tooDeep)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const aliases = await graphql(server.url, '{ a: me { id } b: me { id } c: me { id } d: me { id } }');
    expect(aliases.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses operations over the cost limit', async () => {
    const costly = await graphql(closed.url, '{ me { id email artistName genre createdAt } }');
    expect(costly.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('keeps introspection on by default and off when configured', async () => {
    expect((await graphql(server.url, '{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const refused = await graphql(closed.url, '{ __schema { queryType { name } } }');
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('hides the schema in production: no introspection, no explorer, no suggestions', async () => {
    const introspection = await graphql(production.url, '{ __schema { queryType { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);

    const explorer = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(explorer.headers.get('content-type')).not.toMatch(/html/);
    const developmentExplorer = await fetch(`${closed.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await developmentExplorer.text()).toContain('<title>GraphiQL</title>');

    const typo = '{ mee { id } }';
    expect((await graphql(server.url, typo)).errors?.[0]?.message).toMatch(/Did you mean "me"/);
    const hidden = await graphql(production.url, typo);
    expect(hidden.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(errorCodes(hidden)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('limits the JSON body size', async () => {
    const answer = await postJson(server.url, '/waitlist', {
      email: 'a@example.com',
      name: 'x'.repeat(4096),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', maxBytes: expect.any(Number) });
  });

  it('answers unknown REST paths with JSON 404', async () => {
    const answer = await postJson(server.url, '/nowhere', {});
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never writes a password or a token into the logs', async () => {
    const artist = newArtist({ password: 'pa55word-that-must-not-leak' });
    const registered = await postJson(logged.url, '/register', artist);
    const { accessToken, refreshToken } = registered.body as { accessToken: string; refreshToken: string };
    await graphql(logged.url, 'query { me { id } }', {}, accessToken);
    await postJson(logged.url, '/refresh', { refreshToken });
    await graphql(
      logged.url,
      'mutation($p: String!) { login(input: { email: "x@example.com", password: $p }) { accessToken } }',
      {
        p: artist.password,
      },
    );
    const logs = logLines.join('');
    expect(logs).toContain('request completed');
    expect(logs).not.toContain(artist.password);
    expect(logs).not.toContain(accessToken);
    expect(logs).not.toContain(refreshToken);
    expect(errorCodes(await graphql(logged.url, '{ me { id } }'))).toEqual(['UNAUTHENTICATED']);
  });
});
