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
  /** Its share of the mix's requests, relative to the others' (1 when left out). */
  weight?: number;
  /** Where it is posted: /graphql when left out; a REST route answers 200 when it worked. */
  path?: string;
}

/** A named mix: its operations, and the data each of its artists starts with. */
export interface Scenario {
  name: string;
  operations: MixOperation[];
  tracksPerArtist: number;
  /** Each artist connects with the next two, so every artist has notifications with an actor. */
  connectArtists: boolean;
  /** Operations measured alone only (not in the mix), to compare with the mix's own. */
  aloneOnly?: MixOperation[];
}

/**
 * The yardstick: the cheapest signed-in request (auth, parse, validate, execute, answer). Each
 * operation's server CPU is also printed as a multiple of its own, measured in the same run, which
 * holds better than milliseconds on a machine whose speed varies with what else runs on it.
 */
export const YARDSTICK: MixOperation = {
  name: 'yardstick { __typename }',
  body: () => ({ query: '{ __typename }' }),
};

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

/**
 * Issue 28's mix, as a client written against the schema (not the web client) sends it: the Tracks
 * page with 1,000-point waveforms, the dashboard, playlists, creating a playlist, the header's
 * notifications with actors, and logins, in the issue's shares.
 */
export const ISSUE_28_MIX: MixOperation[] = [
  {
    name: 'tracks',
    weight: 25,
    body: () => ({
      query: `query IssueTracks { tracks(first: 50) { nodes { id title artist genre key bpm audio { url }
        durationSeconds waveform(points: 1000) { min max } } } trackGenres }`,
    }),
  },
  {
    name: 'dashboard',
    weight: 20,
    body: () => ({
      query: `query IssueDashboard { me { id email artistName } dashboardStats { totalTracks storageBytes
        recentUploads { id title artist durationSeconds createdAt }
        quickStats { genres { name count } moods { name count } } } }`,
    }),
  },
  {
    name: 'playlists',
    weight: 20,
    body: () => ({
      query: 'query IssuePlaylists { playlists { nodes { id name trackCount durationSeconds } } }',
    }),
  },
  {
    name: 'create playlist',
    weight: 10,
    body: (_artist, n) => ({
      query:
        'mutation IssueCreatePlaylist($name: String!) { createPlaylist(input: { name: $name }) { id name } }',
      variables: { name: `Mix ${n}` },
    }),
  },
  {
    name: 'notifications',
    weight: 20,
    body: () => ({
      query: `query IssueNotifications { notifications { unreadCount openTasksToday notifications {
        nodes { id kind text preview read updatedAt actor { id artistName avatar } } } } }`,
    }),
  },
  {
    name: 'login',
    weight: 5,
    path: '/login',
    body: (artist) => ({ email: artist.email, password: 'load test password' }),
  },
];

export const SCENARIOS: Scenario[] = [
  { name: 'web client', operations: MIX, tracksPerArtist: 40, connectArtists: false },
  {
    name: 'issue 28',
    operations: ISSUE_28_MIX,
    tracksPerArtist: 10,
    connectArtists: true,
    aloneOnly: [
      {
        name: 'tracks, compact waveforms',
        body: () => ({
          query: `query IssueTracksCompact { tracks(first: 50) { nodes { id title artist genre key bpm
            audio { url } durationSeconds waveformPeaks(points: 1000) } } trackGenres }`,
        }),
      },
    ],
  },
];

/**
 * One cycle of the mix: each operation as often as its weight says, spread out (smooth weighted
 * round robin), so any stretch of the cycle holds roughly the mix's shares.
 */
export function weightedCycle(operations: MixOperation[]): MixOperation[] {
  const weights = operations.map((operation) => operation.weight ?? 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const current = weights.map(() => 0);
  const cycle: MixOperation[] = [];
  for (let step = 0; step < total; step++) {
    weights.forEach((weight, index) => {
      current[index] = (current[index] ?? 0) + weight;
    });
    const chosen = current.indexOf(Math.max(...current));
    current[chosen] = (current[chosen] ?? 0) - total;
    cycle.push(operations[chosen] as MixOperation);
  }
  return cycle;
}

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
  /** The mix's operations: the web client's when left out. */
  operations?: MixOperation[];
}

/** autocannon's per-connection context, as this runner uses it. */
interface InFlight {
  operation: MixOperation;
  sentAt: number;
}

/** `sent`: requests sent, those still unanswered when the run stopped included (closed loop only). */
export type MixFigures = Figures & { byOperation: Record<string, Figures>; sent?: number };

function chosenOperations(run: MixRun): MixOperation[] {
  const operations = run.operations ?? MIX;
  const chosen = run.only ? operations.filter((operation) => operation.name === run.only) : operations;
  if (chosen.length === 0) throw new Error(`No operation named ${run.only}`);
  return weightedCycle(chosen);
}

const errorsShown = new Set<string>();

/** Counts one error, and prints the first of each operation and status (the run goes on). */
function countError(operation: MixOperation, status: number, body: string): number {
  const kind = `${operation.name} ${status}`;
  if (!errorsShown.has(kind)) {
    errorsShown.add(kind);
    console.error(`first error of ${kind}: ${body.slice(0, 300)}`);
  }
  return 1;
}

function isError(operation: MixOperation, status: number, body: string): boolean {
  return status !== 200 || (!operation.path && body.includes('"errors"'));
}

function headersFor(operation: MixOperation, artist: Artist): Record<string, string> {
  return operation.path
    ? { 'content-type': 'application/json' }
    : { 'content-type': 'application/json', authorization: `Bearer ${artist.token}` };
}

/**
 * The mix from many connections at once, each sending its next request as soon as the last is
 * answered (closed loop); each request is one artist's, in turn.
 */
export async function runMix(baseUrl: string, artists: Artist[], run: MixRun): Promise<MixFigures> {
  let sequence = 0;
  let errors = 0;
  const latencies: number[] = [];
  const cycle = chosenOperations(run);
  const byOperation = new Map<string, number[]>(cycle.map((operation) => [operation.name, []]));
  // One request whose setup picks the next operation of the cycle for whichever connection is free,
  // so the shares hold from the first second (a list of requests would start every connection at its
  // first entry). autocannon keeps one context per connection: the operation and send time travel
  // from setup to answer.
  const requests = [
    {
      method: 'POST' as const,
      path: '/graphql',
      setupRequest: (request: autocannon.Request, context: object) => {
        const n = sequence++;
        const operation = cycle[n % cycle.length] as MixOperation;
        const artist = artists[n % artists.length] as Artist;
        Object.assign(context, { operation, sentAt: performance.now() } satisfies InFlight);
        return {
          ...request,
          path: operation.path ?? '/graphql',
          headers: headersFor(operation, artist),
          body: JSON.stringify(operation.body(artist, n)),
        };
      },
      onResponse: (status: number, body: string, context: object) => {
        const { operation, sentAt } = context as InFlight;
        byOperation.get(operation.name)?.push(performance.now() - sentAt);
        if (isError(operation, status, body)) errors += countError(operation, status, body);
      },
    },
  ];
  const result = await runAutocannon(
    { url: baseUrl, connections: run.connections, duration: run.durationSeconds, requests },
    latencies,
  );
  return {
    sent: sequence,
    ...figuresFrom(latencies, errors + result.errors + result.timeouts + result.non2xx, run.durationSeconds),
    byOperation: Object.fromEntries(
      [...byOperation].map(([name, values]) => [name, figuresFrom(values, 0, run.durationSeconds)]),
    ),
  };
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
): Promise<MixFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.connections });
  const cycle = chosenOperations(run);
  const latencies: number[] = [];
  const byOperation = new Map<string, number[]>(cycle.map((operation) => [operation.name, []]));
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const total = Math.floor(run.rate * run.durationSeconds);
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    for (; sent < total && started + (sent * 1000) / run.rate <= now; sent++) {
      const due = started + (sent * 1000) / run.rate;
      const operation = cycle[sent % cycle.length] as MixOperation;
      const artist = artists[sent % artists.length] as Artist;
      const request = post(
        agent,
        `${baseUrl}${operation.path ?? '/graphql'}`,
        headersFor(operation, artist),
        {
          ...operation.body(artist, sent),
        },
      ).then(
        (answer) => {
          const latency = performance.now() - due;
          latencies.push(latency);
          byOperation.get(operation.name)?.push(latency);
          if (isError(operation, answer.status, answer.body))
            errors += countError(operation, answer.status, answer.body);
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
  // Served per second over the time the answers took: more than the duration when the server fell behind.
  const seconds = Math.max(run.durationSeconds, (performance.now() - started) / 1000);
  return {
    ...figuresFrom(latencies, errors, seconds),
    byOperation: Object.fromEntries(
      [...byOperation].map(([name, values]) => [name, figuresFrom(values, 0, run.durationSeconds)]),
    ),
  };
}

function post(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) },
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
  connectArtists = false,
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
    if (connectArtists) await connectEachWithTheNextTwo(baseUrl, artists);
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
      trackIds: Array.from(
        { length: Math.min(10, artist.trackIds.length) },
        (_, t) => artist.trackIds[(p * 10 + t) % artist.trackIds.length],
      ),
    });
  }
}

/** Each artist connects with the next two (in a ring): every artist then has two notifications. */
async function connectEachWithTheNextTwo(baseUrl: string, artists: Artist[]): Promise<void> {
  const connect = 'mutation Connect($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
  for (const [index, artist] of artists.entries()) {
    for (const step of [1, 2]) {
      const other = artists[(index + step) % artists.length] as Artist;
      if (other !== artist) await graphqlAs(baseUrl, artist.token, connect, { id: other.userId });
    }
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
