/**
 * Load audit: the built app (`node server/dist/main.js`, NODE_ENV=production, in its own process)
 * under a realistic mix from 50 connections (autocannon), beside a baseline measured in the same run:
 * the same mix's SQL through `pg` alone. The SQL is the app's own, captured once per operation from
 * the ORM's query log. Login is measured apart (argon2 is slow on purpose). Run by hand:
 *   npm run build && npm run audit:load
 * DURATION (seconds, default 60), CONNECTIONS (50), ARTISTS (50), BENCH_DATABASE_URL as in the other
 * benchmarks; PROFILE=<dir> writes the server's CPU profile there; LOGIN_SECONDS (15, 0 skips);
 * ONLY=<operation name> runs one operation of the mix alone. Targets (issue 15): 0 errors, >= 300 requests/s, p95 < 100 ms.
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { print } from 'graphql';
import pg from 'pg';
import {
  AddTrackToPlaylistDocument,
  CreatePlaylistDocument,
  DashboardDocument,
  NotificationsDocument,
  PlayerWaveformDocument,
  PlaylistsDocument,
  TracksDocument,
} from '../client/src/__generated__/graphql.js';
import { freePort, requireBuiltServer, startBuiltServer } from './built-server.js';
import { createScratchDatabase } from './scratch-database.js';
import { type CapturedOperation, captureOperationSql, replayStatements } from './sql-capture.js';

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ARTISTS = Number(process.env.ARTISTS ?? 50);
const TRACKS_PER_ARTIST = 40;

interface Artist {
  email: string;
  token: string;
  userId: string;
  trackIds: string[];
}

/** One operation of the mix, as the web client sends it, for a given artist. */
interface MixOperation {
  name: string;
  body: (artist: Artist, sequence: number) => Record<string, unknown>;
}

const MIX: MixOperation[] = [
  { name: 'tracks page', body: () => ({ query: print(TracksDocument), variables: {} }) },
  {
    name: 'waveform',
    body: (artist, n) => ({
      query: print(PlayerWaveformDocument),
      variables: { id: artist.trackIds[n % artist.trackIds.length] },
    }),
  },
  { name: 'dashboard', body: () => ({ query: print(DashboardDocument) }) },
  { name: 'playlists', body: () => ({ query: print(PlaylistsDocument) }) },
  { name: 'notifications', body: () => ({ query: print(NotificationsDocument) }) },
  {
    name: 'create playlist',
    body: (_artist, n) => ({ query: print(CreatePlaylistDocument), variables: { name: `Load ${n}` } }),
  },
];

requireBuiltServer();

const scratch = await createScratchDatabase();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-load-'));
let server: ChildProcess | undefined;
try {
  const port = await freePort();
  // PROFILE=dir writes a CPU profile of the server (open it in Chrome's DevTools).
  const nodeArgs = process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE}`] : [];
  server = await startBuiltServer({ databaseUrl: scratch.url, port, dataDir: workDir, nodeArgs });
  const baseUrl = `http://127.0.0.1:${port}`;
  const artists = await seedArtists(baseUrl, scratch.url);
  console.log(
    `${ARTISTS} artists, ${TRACKS_PER_ARTIST} tracks each; ${CONNECTIONS} connections, ${DURATION} s`,
  );

  const cpuBefore = cpuSecondsOf(server);
  const app = await runMix(baseUrl, artists);
  const serverCpuMsPerRequest = ((cpuSecondsOf(server) - cpuBefore) * 1000) / app.requests;
  const login = await runLogins(baseUrl, artists);
  const sqlByOperation = await captureOperationSql(
    scratch.url,
    MIX.map((operation) => ({ name: operation.name, body: operation.body(artists[0] as Artist, 0) })),
    (artists[0] as Artist).token,
  );
  const baseline = await runSqlBaseline(scratch.url, sqlByOperation);

  report('app over HTTP', app);
  report('same SQL via pg', baseline);
  console.log(
    `server CPU per request in the mix: ${serverCpuMsPerRequest.toFixed(2)} ms (the server busy ${((serverCpuMsPerRequest * app.perSecond) / 10).toFixed(0)}% of one core)`,
  );
  console.log(
    `ratio app/baseline: throughput ${(app.perSecond / baseline.perSecond).toFixed(2)}, p95 ${(app.p95 / baseline.p95).toFixed(2)}`,
  );
  console.log(
    `login apart: ${login.perSecond.toFixed(0)} logins/s, p50 ${login.p50.toFixed(0)} ms, p95 ${login.p95.toFixed(0)} ms, errors ${login.errors}`,
  );
  console.log(
    `targets: errors 0 -> ${app.errors}; >= 300 requests/s -> ${app.perSecond.toFixed(0)}; p95 < 100 ms -> ${app.p95.toFixed(0)}`,
  );
  for (const [name, { statements }] of Object.entries(sqlByOperation))
    console.log(`  ${name}: ${statements.length} SQL statements`);
} finally {
  server?.kill('SIGTERM');
  if (server) await once(server, 'exit');
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

interface Figures {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function report(label: string, figures: Figures): void {
  console.log(
    `${label}: ${figures.requests} requests, ${figures.perSecond.toFixed(0)}/s, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, errors ${figures.errors}`,
  );
}

function figuresFrom(latencies: number[], errors: number, seconds: number): Figures {
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

async function runMix(baseUrl: string, artists: Artist[]): Promise<Figures> {
  let sequence = 0;
  let errors = 0;
  const latencies: number[] = [];
  // ONLY=<operation name> runs one operation of the mix alone, to find where time goes.
  const chosen = process.env.ONLY ? MIX.filter((operation) => operation.name === process.env.ONLY) : MIX;
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
  const result = await run(
    { url: baseUrl, connections: CONNECTIONS, duration: DURATION, requests },
    latencies,
  );
  return figuresFrom(latencies, errors + result.errors + result.timeouts, DURATION);
}

async function runLogins(baseUrl: string, artists: Artist[]): Promise<Figures> {
  let sequence = 0;
  let errors = 0;
  const latencies: number[] = [];
  const seconds = Math.min(Number(process.env.LOGIN_SECONDS ?? 15), DURATION);
  if (seconds <= 0) return figuresFrom([], 0, 1);
  const options: autocannon.Options = {
    url: baseUrl,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/login',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: (artists[sequence++ % artists.length] as Artist).email,
            password: 'load test password',
          }),
        }),
        onResponse: (status) => {
          if (status !== 200) errors++;
        },
      },
    ],
  };
  const result = await run(options, latencies);
  return figuresFrom(latencies, errors + result.errors, seconds);
}

/** Runs autocannon, collecting each response's latency in milliseconds. */
function run(options: autocannon.Options, latencies: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The captured statements of each operation, replayed by 50 workers over a pool the app's size. */
async function runSqlBaseline(
  databaseUrl: string,
  sqlByOperation: Record<string, CapturedOperation>,
): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const operations = Object.values(sqlByOperation);
  const latencies: number[] = [];
  let errors = 0;
  let sequence = 0;
  const stopAt = Date.now() + DURATION * 1000;
  const worker = async () => {
    while (Date.now() < stopAt) {
      const statements = replayStatements(operations[sequence++ % operations.length] as CapturedOperation);
      const started = process.hrtime.bigint();
      const client = await pool.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } catch (error) {
        if (errors++ === 0) console.error('baseline SQL failed:', (error as Error).message);
        await client.query('rollback').catch(() => undefined);
      } finally {
        client.release();
      }
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await pool.end();
  return figuresFrom(latencies, errors, DURATION);
}

async function seedArtists(baseUrl: string, databaseUrl: string): Promise<Artist[]> {
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  try {
    const artists: Artist[] = [];
    for (let i = 0; i < ARTISTS; i++) {
      const email = `load-${i}@example.com`;
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
        [userId, TRACKS_PER_ARTIST],
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
    const created = await graphqlAs(baseUrl, artist.token, print(CreatePlaylistDocument), {
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

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** User plus system CPU seconds a child process has used so far (Linux /proc). */
function cpuSecondsOf(child: ChildProcess): number {
  const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
