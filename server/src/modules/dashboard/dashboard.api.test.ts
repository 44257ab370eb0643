import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../../test/uploads.js';
import { Track } from '../tracks/track.entity.js';

const db = useTestDatabase();
const server = useTestServer(db);

const STATS = `{ dashboardStats {
  totalTracks storageBytes recentUploads { id title artist durationSeconds createdAt }
  quickStats { genres { name count } moods { name count } }
} }`;

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

async function upload(title: string, genre: string, mood: string, seconds = 0.5) {
  const answer = await uploadTrackOverRest(
    server.url,
    token,
    makeWav({ seconds }),
    'a.wav',
    trackDetails({ title, genre, mood }),
  );
  expect(answer.status).toBe(201);
  return answer.body as { id: string; sizeBytes: number };
}

describe('dashboard statistics', () => {
  it('starts empty for a new artist', async () => {
    const answer = await graphql(server.url, STATS, {}, token);
    expect(answer.data?.dashboardStats).toEqual({
      totalTracks: 0,
      storageBytes: 0,
      recentUploads: [],
      quickStats: { genres: [], moods: [] },
    });
  });

  it('counts tracks and storage, lists the 5 newest, and counts genres and moods', async () => {
    const uploaded = [];
    for (let i = 1; i <= 6; i++) {
      uploaded.push(
        await upload(`Song ${i}`, i % 2 ? 'House' : 'Techno', i <= 2 ? 'Dark' : i === 3 ? 'Happy' : ''),
      );
      // Distinct creation times make "newest" unambiguous.
      await db.orm.em
        .fork()
        .nativeUpdate(Track, { id: uploaded[i - 1]?.id }, { createdAt: new Date(Date.UTC(2026, 0, i)) });
    }
    const bytes = uploaded.reduce((sum, track) => sum + track.sizeBytes, 0);

    const answer = await graphql(server.url, STATS, {}, token);
    expect(answer.errors).toBeUndefined();
    const stats = answer.data?.dashboardStats;
    expect(stats.totalTracks).toBe(6);
    expect(stats.storageBytes).toBe(bytes);
    expect(stats.recentUploads.map((upload: { title: string }) => upload.title)).toEqual([
      'Song 6',
      'Song 5',
      'Song 4',
      'Song 3',
      'Song 2',
    ]);
    expect(stats.recentUploads[0].durationSeconds).toBeCloseTo(0.5, 3);
    expect(stats.quickStats).toEqual({
      genres: [
        { name: 'House', count: 3 },
        { name: 'Techno', count: 3 },
      ],
      moods: [
        { name: 'Dark', count: 2 },
        { name: 'Happy', count: 1 },
      ],
    });

    const rest = await fetch(`${server.url}/dashboard/stats`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await rest.json()) as { recentUploads: unknown[] };
    expect(body).toMatchObject({
      totalTracks: 6,
      storageUsage: bytes / (1024 * 1024),
      quickStats: { genres: { House: 3, Techno: 3 }, moods: { Dark: 2, Happy: 1 } },
    });
    expect(body.recentUploads[0]).toEqual({
      id: uploaded[5]?.id,
      title: 'Song 6',
      artist: 'Nova Lane',
      durationSeconds: 0.5,
      createdAt: '2026-01-06T00:00:00.000Z',
    });
  });

  it('counts storage past 2^31 bytes exactly, as a SafeInt', async () => {
    const ids = [(await upload('Long A', 'House', '')).id, (await upload('Long B', 'House', '')).id];
    // Two files of nearly 2 GB each (the largest upload MAX_UPLOAD_MB allows): 4 billion bytes in all.
    await db.orm.em.fork().nativeUpdate(Track, { id: { $in: ids } }, { sizeBytes: 2_000_000_000 });

    const answer = await graphql(server.url, STATS, {}, token);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.dashboardStats.storageBytes).toBe(4_000_000_000);
  });

  it("counts only the artist's own tracks", async () => {
    await upload('Mine', 'House', 'Dark');
    const other = await signUp(server.url, uniqueEmail('other'));
    const theirs = (await graphql(server.url, STATS, {}, other)).data?.dashboardStats;
    expect(theirs.totalTracks).toBe(0);
    expect(theirs.recentUploads).toEqual([]);
  });

  it('requires sign-in: 401 over REST, UNAUTHENTICATED over GraphQL', async () => {
    expect((await fetch(`${server.url}/dashboard/stats`)).status).toBe(401);
    expect(errorCodes(await graphql(server.url, STATS))).toEqual(['UNAUTHENTICATED']);
  });
});
