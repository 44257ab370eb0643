import { randomUUID } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { print } from 'graphql';
import pg from 'pg';
import { DashboardDocument } from '../client/src/features/dashboard/DashboardRoute.generated.js';
import { PlayerWaveformDocument } from '../client/src/features/player/PlayerWaveform.generated.js';
import { AddTrackToPlaylistDocument } from '../client/src/features/playlists/AddToPlaylistButton.generated.js';
import { PlaylistsDocument } from '../client/src/features/playlists/PlaylistsRoute.generated.js';
import { CreatePlaylistDocument } from '../client/src/features/playlists/use-create-playlist.generated.js';
import { TracksDocument } from '../client/src/features/tracks/TracksRoute.generated.js';
import { NotificationsDocument } from '../client/src/features/workspace/NotificationsMenu.generated.js';

/** The load audit's realistic mix (the web client's own operations) and its seed, shared with a short test. */

export interface Artist {
  email: string;
  token: string;
  userId: string;
  trackIds: string[];
}

/** One operation of the mix, as the web client sends it, for a given artist. */
export interface MixOperation {
  name: string;
  body: (artist: Artist, sequence: number) => Record<string, unknown>;
}

// Printed once: the load generator shares the machine's cores with the server it measures.
const QUERY = {
  TracksDocument: print(TracksDocument),
  PlayerWaveformDocument: print(PlayerWaveformDocument),
  DashboardDocument: print(DashboardDocument),
  PlaylistsDocument: print(PlaylistsDocument),
  NotificationsDocument: print(NotificationsDocument),
  CreatePlaylistDocument: print(CreatePlaylistDocument),
};

export const MIX: MixOperation[] = [
  { name: 'tracks page', body: () => ({ query: QUERY.TracksDocument, variables: {} }) },
  {
    name: 'waveform',
    body: (artist, n) => ({
      query: QUERY.PlayerWaveformDocument,
      variables: { id: artist.trackIds[n % artist.trackIds.length] },
    }),
  },
  { name: 'dashboard', body: () => ({ query: QUERY.DashboardDocument }) },
  { name: 'playlists', body: () => ({ query: QUERY.PlaylistsDocument }) },
  { name: 'notifications', body: () => ({ query: QUERY.NotificationsDocument }) },
  {
    name: 'create playlist',
    body: (_artist, n) => ({ query: QUERY.CreatePlaylistDocument, variables: { name: `Load ${n}` } }),
  },
];

export interface Figures {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export function figuresFrom(latencies: number[], errors: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return {
    requests: sorted.length,
    errors,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

export interface MixRun {
  connections: number;
  durationSeconds: number;
  /** One operation's name, to run it alone. */
  only?: string;
}

/** The mix from many connections at once; each request is one artist's, in turn. */
export async function runMix(baseUrl: string, artists: Artist[], run: MixRun): Promise<Figures> {
  let sequence = 0;
  let errors = 0;
  const latencies: number[] = [];
  const chosen = run.only ? MIX.filter((operation) => operation.name === run.only) : MIX;
  const requests = chosen.map((operation) => ({
    method: 'POST' as const,
    path: '/graphql',
    setupRequest: (request: autocannon.Request) => {
      const n = sequence++;
      const artist = artists[n % artists.length] as Artist;
      return {
        ...request,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${artist.token}` },
        body: JSON.stringify(operation.body(artist, n)),
      };
    },
    onResponse: (status: number, body: string) => {
      if (status !== 200 || body.includes('"errors"')) errors++;
    },
  }));
  const result = await runAutocannon(
    { url: baseUrl, connections: run.connections, duration: run.durationSeconds, requests },
    latencies,
  );
  return figuresFrom(
    latencies,
    errors + result.errors + result.timeouts + result.non2xx,
    run.durationSeconds,
  );
}

/**
 * The mix offered at a steady rate (open loop: one request every 1/rate s, whatever the answers do)
 * over at most `connections` kept-alive connections. autocannon's own rate limit sends each second's
 * requests in one burst, so it is not used here. A latency counts from when the request was due, so
 * a request that waited for a free connection counts its wait (no coordinated omission).
 */
export async function runPaced(
  baseUrl: string,
  artists: Artist[],
  run: MixRun & { rate: number },
): Promise<Figures & { byOperation: Record<string, Figures> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.connections });
  const chosen = run.only ? MIX.filter((operation) => operation.name === run.only) : MIX;
  const latencies: number[] = [];
  const byOperation = new Map<string, number[]>(chosen.map((operation) => [operation.name, []]));
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const total = Math.floor(run.rate * run.durationSeconds);
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    for (; sent < total && started + (sent * 1000) / run.rate <= now; sent++) {
      const due = started + (sent * 1000) / run.rate;
      const operation = chosen[sent % chosen.length] as MixOperation;
      const artist = artists[sent % artists.length] as Artist;
      const request = postGraphql(agent, baseUrl, artist.token, operation.body(artist, sent)).then(
        (answer) => {
          const latency = performance.now() - due;
          latencies.push(latency);
          byOperation.get(operation.name)?.push(latency);
          if (answer.status !== 200 || answer.body.includes('"errors"')) errors++;
        },
        () => {
          errors++;
        },
      );
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  return {
    ...figuresFrom(latencies, errors, run.durationSeconds),
    byOperation: Object.fromEntries(
      [...byOperation].map(([name, values]) => [name, figuresFrom(values, 0, run.durationSeconds)]),
    ),
  };
}

function postGraphql(
  agent: http.Agent,
  baseUrl: string,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs autocannon, collecting each response's latency in milliseconds. */
export function runAutocannon(options: autocannon.Options, latencies: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * Registers artists over REST and gives each tracks (inserted with SQL, with peaks and covers) and
 * three playlists of ten tracks (over GraphQL).
 */
export async function seedArtists(
  baseUrl: string,
  databaseUrl: string,
  count: number,
  tracksPerArtist = 40,
): Promise<Artist[]> {
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  try {
    const artists: Artist[] = [];
    for (let i = 0; i < count; i++) {
      const email = `load-${i}-${randomUUID().slice(0, 8)}@example.com`;
      const registered = await postJson(`${baseUrl}/register`, {
        email,
        password: 'load test password',
        artistName: `Load Artist ${i}`,
      });
      const userId = (registered.user as { id: string }).id;
      const inserted = await direct.query<{ id: string }>(
        `insert into tracks (id, created_at, updated_at, owner_id, title, artist, bpm, key, genre, mood, format,
           duration_seconds, sample_rate, channels, bit_rate, size_bytes, storage_key, peaks, cover_key)
         select gen_random_uuid(), now() - (n || ' minutes')::interval, now(), $1, 'Track ' || n, 'Artist ' || n,
           60 + n, 'C', (array['House','Techno','Ambient','Pop','Rock'])[1 + n % 5],
           (array['','Dark','Happy','Calm'])[1 + n % 4], 'WAV', 180, 44100, 2, 1411200, 3000000 + n,
           'tracks/load/' || n || '.wav', decode(repeat('7f81', 8000), 'hex'), 'covers/load/' || n
         from generate_series(1, $2) as n returning id`,
        [userId, tracksPerArtist],
      );
      const artist = {
        email,
        token: String(registered.accessToken),
        userId,
        trackIds: inserted.rows.map((row) => row.id),
      };
      await seedPlaylists(baseUrl, artist);
      artists.push(artist);
    }
    await direct.query('analyze');
    return artists;
  } finally {
    await direct.end();
  }
}

async function seedPlaylists(baseUrl: string, artist: Artist): Promise<void> {
  for (let p = 0; p < 3; p++) {
    const created = await graphqlAs(baseUrl, artist.token, QUERY.CreatePlaylistDocument, {
      name: `Set ${p}`,
    });
    const playlistId = (created.data as { createPlaylist: { id: string } }).createPlaylist.id;
    await graphqlAs(baseUrl, artist.token, print(AddTrackToPlaylistDocument), {
      id: playlistId,
      trackIds: artist.trackIds.slice(p * 10, p * 10 + 10),
    });
  }
}

async function graphqlAs(
  baseUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data?: unknown; errors?: unknown }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  if (answer.errors) throw new Error(`Seeding failed: ${JSON.stringify(answer.errors)}`);
  return answer;
}

export async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}
