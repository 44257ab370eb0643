import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startTcpProxy } from '../../server/src/test/tcp-proxy.js';
import { freePort, startBuiltServer, stopServer } from '../built-server.js';
import { check, pause, registerArtist, serverErrorsIn } from './audit-kit.js';

const SCENARIO = 'database';
const WORKERS = Number(process.env.OUTAGE_WORKERS ?? 20);
const ARTISTS = 10;
const RESTART_MS = 1_500;
const OUTAGE_MS = 10_000;
const STEADY_MS = 4_000;
/** A create not acknowledged after this long is given up (counted apart, and checked for). */
const GIVE_UP_MS = 60_000;
const REQUEST_TIMEOUT_MS = 20_000;

const CREATE_PLAYLIST =
  'mutation ($name: String!, $key: String) { createPlaylist(input: { name: $name, clientMutationId: $key }) { id } }';

interface Acknowledged {
  key: string;
  name: string;
  id: string;
  at: number;
}

/** What each failed attempt answered: a status, or how the connection failed. */
type Failures = Map<string, number>;

/**
 * Scenario 1: the app reaches PostgreSQL through a relay that is cut for 1.5 s (a restart) and later
 * for 10 s (an outage) while 20 clients create playlists with idempotency keys (half REST
 * Idempotency-Key, half GraphQL clientMutationId), each retrying the same key until acknowledged.
 * Then: every acknowledged create exists, one row per key, and the same app answers again.
 */
export async function auditDatabaseOutage(databaseUrl: string, workDir: string): Promise<void> {
  console.log('\n1. PostgreSQL restarted (1.5 s) and out (10 s) under creates with idempotency keys');
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.port = String(proxy.port);
  const port = await freePort();
  const dataDir = path.join(workDir, 'outage');
  fs.mkdirSync(dataDir);
  const logFile = path.join(dataDir, 'server.log');
  // Its clients retry at once, faster than any person (two per artist, ~50 requests/s each during the
  // outage): past the per-user /graphql limit they would read 429, not the 503 this audit is about.
  const server = await startBuiltServer({
    databaseUrl: proxied.toString(),
    port,
    dataDir,
    logFile,
    env: { RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '1000000' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const tokens = await Promise.all(
      Array.from({ length: ARTISTS }, (_, i) => registerArtist(baseUrl, `outage-${i}`)),
    );
    const acknowledged: Acknowledged[] = [];
    const failures: Failures = new Map();
    const abandoned: string[] = [];
    let slowestFailureMs = 0;
    let stopping = false;

    const createUntilAcknowledged = async (worker: number) => {
      const token = tokens[worker % tokens.length] as string;
      const transport = worker % 2 === 0 ? 'rest' : 'graphql';
      while (!stopping) {
        const key = randomUUID();
        const name = `Outage ${key}`;
        const firstTry = performance.now();
        for (;;) {
          const started = performance.now();
          const answer = await createPlaylist(baseUrl, token, transport, name, key);
          if ('id' in answer) {
            acknowledged.push({ key, name, id: answer.id, at: performance.now() });
            break;
          }
          failures.set(answer.failure, (failures.get(answer.failure) ?? 0) + 1);
          slowestFailureMs = Math.max(slowestFailureMs, performance.now() - started);
          if (performance.now() - firstTry > GIVE_UP_MS) {
            abandoned.push(key);
            break;
          }
          await pause(100);
        }
      }
    };

    const loadStarted = performance.now();
    const workers = Array.from({ length: WORKERS }, (_, i) => createUntilAcknowledged(i));
    await pause(STEADY_MS);
    const outages: { label: string; cutAt: number; restoredAt: number }[] = [];
    for (const [label, ms] of [
      ['restart', RESTART_MS],
      ['outage', OUTAGE_MS],
    ] as const) {
      const cutAt = performance.now();
      await proxy.cut();
      await pause(ms);
      await proxy.restore();
      outages.push({ label, cutAt, restoredAt: performance.now() });
      await pause(STEADY_MS);
    }
    stopping = true;
    await Promise.all(workers);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const attempts = acknowledged.length + [...failures.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `  ${WORKERS} clients (half REST, half GraphQL), ${loadSeconds.toFixed(1)} s: ${acknowledged.length} creates acknowledged, ${attempts} attempts`,
    );
    console.log(
      `  failed attempts: ${[...failures].map(([what, n]) => `${what} x${n}`).join(', ') || 'none'}; slowest failed attempt ${slowestFailureMs.toFixed(0)} ms`,
    );
    for (const { label, cutAt, restoredAt } of outages) {
      const during = acknowledged.filter((ack) => ack.at > cutAt && ack.at < restoredAt).length;
      const first = acknowledged.find((ack) => ack.at > restoredAt);
      const seconds = first ? ((first.at - restoredAt) / 1000).toFixed(2) : 'never';
      console.log(
        `  ${label} (${((restoredAt - cutAt) / 1000).toFixed(1)} s cut): ${during} acknowledged while cut; first acknowledged create ${seconds} s after the link came back`,
      );
      check(SCENARIO, `recovers after the ${label} without a restart`, Boolean(first), `${seconds} s`);
    }

    const rows = await playlistRows(databaseUrl);
    const byName = new Map<string, string[]>();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
    const lost = acknowledged.filter((ack) => !byName.get(ack.name)?.includes(ack.id));
    const duplicates = [...byName.values()].reduce((sum, ids) => sum + ids.length - 1, 0);
    const unacknowledgedRows = rows.length - acknowledged.length;
    check(
      SCENARIO,
      'acknowledged creates lost',
      lost.length === 0,
      `${lost.length} of ${acknowledged.length}`,
    );
    check(SCENARIO, 'duplicate rows (more than one per key)', duplicates === 0, String(duplicates));
    check(
      SCENARIO,
      'creates given up after 60 s of retries',
      abandoned.length === 0,
      `${abandoned.length} (rows without an acknowledgement: ${unacknowledgedRows})`,
    );
    const internal = [...serverErrorsIn(logFile, [503])];
    for (const [what, n] of internal) console.log(`  server log: ${what} x${n}`);
    const ready = await fetch(`${baseUrl}/readyz`).then((response) => response.status);
    check(SCENARIO, 'the same process answers /readyz afterwards', ready === 200, `HTTP ${ready}`);
  } finally {
    await stopServer(server);
    await proxy.close();
  }
}

async function createPlaylist(
  baseUrl: string,
  token: string,
  transport: 'rest' | 'graphql',
  name: string,
  key: string,
): Promise<{ id: string } | { failure: string }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };
  try {
    if (transport === 'rest') {
      const response = await fetch(`${baseUrl}/playlists`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify({ name }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json()) as { id?: string };
      return response.status === 201 && body.id ? { id: body.id } : { failure: `REST ${response.status}` };
    }
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: CREATE_PLAYLIST, variables: { name, key } }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json()) as {
      data?: { createPlaylist?: { id: string } };
      errors?: { extensions?: { code?: string } }[];
    };
    const id = body.data?.createPlaylist?.id;
    if (id) return { id };
    return { failure: `GraphQL ${response.status} ${body.errors?.[0]?.extensions?.code ?? ''}`.trim() };
  } catch (error) {
    return { failure: (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection error' };
  }
}

async function playlistRows(databaseUrl: string): Promise<{ id: string; name: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; name: string }>(
      "select id, name from playlists where name like 'Outage %'",
    );
    return rows;
  } finally {
    await client.end();
  }
}
