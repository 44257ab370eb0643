import { Writable } from 'node:stream';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { useTestServer } from '../test/test-server.js';

const db = useTestDatabase();
const logLines: string[] = [];
const server = useTestServer(
  db,
  {},
  pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  ),
);
beforeEach(() => {
  logLines.length = 0;
});

/** A GraphQL request that fails (unknown field) and a REST one that is not found, with this X-Request-Id. */
async function requestsWithId(id: string): Promise<string[]> {
  const headers = { 'content-type': 'application/json', 'x-request-id': id };
  const graphql = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: '{ noSuchField }' }),
  });
  const rest = await fetch(`${server.url}/no-such-route`, { headers });
  return [graphql, rest].map((response) => response.headers.get('x-request-id') ?? '');
}

/** The request ids the log's lines name, once both requests are logged. */
async function loggedIds(): Promise<string[]> {
  await expect.poll(() => logLines.filter((line) => JSON.parse(line).req).length).toBeGreaterThanOrEqual(2);
  return logLines.map((line) => JSON.parse(line).req?.id).filter(Boolean);
}

describe('X-Request-Id', () => {
  it('keeps a plain id of up to 64 letters, digits, dots, dashes and underscores', async () => {
    const id = `ticket-4711.retry_2-${'x'.repeat(44)}`;
    expect(id).toHaveLength(64);
    expect(await requestsWithId(id)).toEqual([id, id]);
    expect(await loggedIds()).toEqual([id, id]);
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['a kilobyte', 'y'.repeat(1024)],
    ['spaces and quotes', 'a" "level":60 "msg":"forged'],
    ['a path', '../../etc/passwd'],
    ['non-ASCII', 'caf\u00e9-\u00fcber'],
  ])('replaces one with %s by a fresh id, in the answer and in the log', async (_case, given) => {
    const answered = await requestsWithId(given);
    for (const id of answered)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await loggedIds()).toEqual(answered);
    expect(logLines.join('')).not.toContain(given);
  });
});
