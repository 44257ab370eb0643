import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { graphql, postJson } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

/** The SQL statements sent while `run` runs, lower-cased, in order. */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return query.mock.calls.map(([sql]) =>
      String(typeof sql === 'string' ? sql : (sql as { text: string }).text).toLowerCase(),
    );
  } finally {
    query.mockRestore();
  }
}

/** Every statement on the table lies inside the one transaction the request opened. */
function expectOneTransactionAround(statements: string[], table: string): void {
  const begins = statements.flatMap((sql, index) => (sql.startsWith('begin') ? [index] : []));
  const commit = statements.findIndex((sql) => sql.startsWith('commit'));
  expect(begins).toHaveLength(1);
  expect(statements.filter((sql) => sql.startsWith('savepoint'))).toEqual([]);
  const touching = statements.flatMap((sql, index) => (sql.includes(`"${table}"`) ? [index] : []));
  expect(touching.length).toBeGreaterThan(1);
  for (const index of touching) {
    expect(index).toBeGreaterThan(begins[0] ?? Number.POSITIVE_INFINITY);
    expect(index).toBeLessThan(commit);
  }
}

describe('a write request is one unit of work', () => {
  it('reads, writes and reads back a GraphQL mutation in one transaction', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const created = await graphql(
      server.url,
      'mutation { createPlaylist(input: { name: "Draft" }) { id } }',
      {},
      token,
    );
    const id = created.data?.createPlaylist.id;

    const upload = await uploadTrackOverRest(
      server.url,
      token,
      makeWav({ seconds: 0.2 }),
      'a.wav',
      trackDetails(),
    );
    const trackId = upload.body.id as string;
    // Its analysis writes in the background: done before the statements are counted.
    await server.services.trackAnalysis.whenIdle();

    const statements = await statementsDuring(async () => {
      const added = await graphql(
        server.url,
        'mutation ($input: AddTracksToPlaylistInput!) { addTracksToPlaylist(input: $input) { id trackCount } }',
        { input: { playlistId: id, trackIds: [trackId] } },
        token,
      );
      expect(added.data?.addTracksToPlaylist).toMatchObject({ id, trackCount: 1 });
    });

    expectOneTransactionAround(statements, 'playlists');
  });

  it('creates over REST under an idempotency key in one transaction', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const statements = await statementsDuring(async () => {
      const created = await postJson(
        server.url,
        '/playlists',
        { name: 'Road' },
        { authorization: `Bearer ${token}`, 'idempotency-key': 'road-trip-0001' },
      );
      expect(created.status).toBe(201);
    });

    expectOneTransactionAround(statements, 'idempotency_keys');
  });
});
