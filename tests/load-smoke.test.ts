import { describe, expect, it } from 'vitest';
import { ISSUE_28_MIX, MIX, runMix, seedArtists } from '../bench/load-mix-operations.js';
import { useTestDatabase } from '../server/src/test/database.js';
import { useTestServer } from '../server/src/test/test-server.js';

// The short version of `npm run audit:load`: the same realistic mix, seconds instead of a minute.
const db = useTestDatabase();
const server = useTestServer(db, { RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '10000' });

describe('the load mix, briefly', () => {
  it('answers every request of the mix from 10 connections without an error', async () => {
    const artists = await seedArtists(server.url, db.url, 3, 30);

    const figures = await runMix(server.url, artists, { connections: 10, durationSeconds: 2 });

    // Every operation answered, not how many: the mix's cycle of six starts on the first ten requests,
    // so a busy machine cannot fail this by being slow.
    expect(figures.errors).toBe(0);
    for (const operation of MIX)
      expect(figures.byOperation[operation.name]?.requests, operation.name).toBeGreaterThan(0);
  });

  it("answers every request of issue 28's mix, logins included, without an error", async () => {
    const artists = await seedArtists(server.url, db.url, 3, 10, true);

    // Long enough for a few rounds of the mix's 20-request cycle (one login in each) on a busy machine.
    const figures = await runMix(server.url, artists, {
      connections: 10,
      durationSeconds: 4,
      operations: ISSUE_28_MIX,
    });

    expect(figures.errors).toBe(0);
    for (const operation of ISSUE_28_MIX)
      expect(figures.byOperation[operation.name]?.requests, operation.name).toBeGreaterThan(0);
  });
});
