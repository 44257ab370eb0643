import { describe, expect, it } from 'vitest';
import {
  ISSUE_28_MIX,
  MIX,
  type MixOperation,
  SCENARIOS,
  seedArtists,
  YARDSTICK,
} from '../bench/load-mix-operations.js';
import { useTestDatabase } from '../server/src/test/database.js';
import { useTestServer } from '../server/src/test/test-server.js';

// `npm run audit:load` measures speed; this checks only that each request it sends is one the app
// answers, so a change of schema or route cannot leave the bench measuring errors. No timing here.
const db = useTestDatabase();
const server = useTestServer(db, { RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '10000' });

async function send(operation: MixOperation, artist: Parameters<MixOperation['body']>[0], sequence: number) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!operation.path) headers.authorization = `Bearer ${artist.token}`;
  const answer = await fetch(`${server.url}${operation.path ?? '/graphql'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(operation.body(artist, sequence)),
  });
  return { status: answer.status, body: (await answer.json()) as { errors?: unknown; data?: unknown } };
}

describe("the load bench's requests", () => {
  it('are each answered without an error, for every operation of every scenario', async () => {
    const artists = await seedArtists(server.url, db.url, 2, 3, true);
    const operations = [
      YARDSTICK,
      ...MIX,
      ...ISSUE_28_MIX,
      ...SCENARIOS.flatMap((scenario) => scenario.aloneOnly ?? []),
    ];

    for (const [sequence, operation] of operations.entries()) {
      const artist = artists[sequence % artists.length];
      if (!artist) throw new Error('no artist seeded');
      const { status, body } = await send(operation, artist, sequence);
      expect({ operation: operation.name, status, errors: body.errors }).toEqual({
        operation: operation.name,
        status: 200,
        errors: undefined,
      });
      if (!operation.path) expect(body.data, operation.name).toBeTruthy();
    }
  });
});
