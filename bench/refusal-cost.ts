/**
 * What it costs the server to refuse small oversized GraphQL documents (issue 28, defect 4): server
 * CPU per request of each, as a ratio to `{ __typename }` measured alongside, and how long a
 * `{ __typename }` waits while ten of the largest are in flight. Runs the server from source
 * (NODE_ENV=production) in its own process on a scratch database and reads that process's CPU time
 * from /proc (Linux only). Run by hand:
 *   node --import @swc-node/register/esm-register bench/refusal-cost.ts
 * ROUNDS (20) requests of each document. Uses BENCH_DATABASE_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres. The /graphql rate limits are raised so that the
 * refusals measured are the documents', not the rate limit's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopServer } from './built-server.js';
import { createScratchDatabase, median } from './scratch-database.js';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const SERVER_SOURCE = path.resolve(import.meta.dirname, '../server/src/main.ts');

const chain = (length: number) =>
  `{ ...F0 } ${Array.from({ length }, (_, i) =>
    i + 1 < length
      ? `fragment F${i} on Query { __typename ...F${i + 1} }`
      : `fragment F${i} on Query { __typename }`,
  ).join(' ')}`;

const DOCUMENTS: [string, string][] = [
  ['{ tracks(first:100){totalCount} } x3000', `{ ${'tracks(first:100){totalCount} '.repeat(3000)}}`],
  ['{ me{id} } x8000', `{ ${'me{id} '.repeat(8000)}}`],
  ['2,000-fragment chain', chain(2000)],
  // Under the length and token limits: refused by the selection limit (150) before validation.
  ['{ me{id} } x480 (960 selections)', `{ ${'me{id} '.repeat(480)}}`],
  ['280-fragment chain', chain(280)],
  // The most of this shape that reaches validation (75 x 2 selections).
  ['{ me{id} } x75 (150 selections)', `{ ${'me{id} '.repeat(75)}}`],
];
const BASELINE = '{ __typename }';

/** CPU time of every thread of a process so far, in ms (/proc/<pid>/task/<tid>/schedstat, in ns). */
function cpuMs(pid: number): number {
  let ns = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8');
    ns += Number(stat.split(' ')[0]);
  }
  return ns / 1e6;
}

async function post(url: string, query: string, token?: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Median server CPU per request over `rounds` sequential requests, and the last status seen. */
async function cpuPerRequest(
  server: ChildProcess,
  url: string,
  query: string,
  rounds: number,
  token?: string,
) {
  const pid = server.pid as number;
  const samples: number[] = [];
  let status = 0;
  for (let i = 0; i < rounds; i++) {
    const before = cpuMs(pid);
    status = await post(url, query, token);
    samples.push(cpuMs(pid) - before);
  }
  return { ms: median(samples), status };
}

async function startSourceServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', SERVER_SOURCE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'backline-refusal-')),
      JWT_SECRET: 'refusal-bench-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: '10000000',
    },
    // From server/: swc-node reads server/tsconfig.json (decorators) there.
    cwd: path.dirname(path.dirname(SERVER_SOURCE)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return child;
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('The server did not become ready in 60 s');
}

const scratch = await createScratchDatabase();
const port = await freePort();
const server = await startSourceServer(scratch.url, port);
const url = `http://127.0.0.1:${port}/graphql`;
try {
  // Warm up: the JIT, the pool, Apollo's document cache for the baseline.
  for (let i = 0; i < 50; i++) await post(url, BASELINE);
  for (const [, query] of DOCUMENTS) for (let i = 0; i < 3; i++) await post(url, query);

  const baseline = await cpuPerRequest(server, url, BASELINE, ROUNDS * 5);
  console.log(`rounds: ${ROUNDS} per document (${ROUNDS * 5} of the baseline)`);
  console.log(
    `${BASELINE.padEnd(42)} ${baseline.ms.toFixed(2).padStart(7)} ms CPU  HTTP ${baseline.status}  1.0x`,
  );
  for (const [name, query] of DOCUMENTS) {
    const measured = await cpuPerRequest(server, url, query, ROUNDS);
    const kb = (Buffer.byteLength(JSON.stringify({ query })) / 1024).toFixed(0);
    console.log(
      `${`${name} (${kb} KB)`.padEnd(42)} ${measured.ms.toFixed(2).padStart(7)} ms CPU  HTTP ${measured.status}  ${(measured.ms / baseline.ms).toFixed(1)}x`,
    );
  }

  // Signed in: counted per user in memory rather than per address in PostgreSQL.
  const registered = await fetch(`http://127.0.0.1:${port}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'correct horse battery', artistName: 'B' }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  for (let i = 0; i < 20; i++) await post(url, BASELINE, accessToken);
  const signedIn = await cpuPerRequest(server, url, BASELINE, ROUNDS * 5, accessToken);
  console.log(
    `${`${BASELINE}, signed in`.padEnd(42)} ${signedIn.ms.toFixed(2).padStart(7)} ms CPU  HTTP ${signedIn.status}  ${(signedIn.ms / baseline.ms).toFixed(1)}x`,
  );

  // Ten of the first document in flight: how long does a small request wait?
  const waits: number[] = [];
  for (let round = 0; round < 5; round++) {
    const flood = Array.from({ length: 10 }, () => post(url, DOCUMENTS[0]?.[1] ?? BASELINE));
    const started = performance.now();
    await post(url, BASELINE);
    waits.push(performance.now() - started);
    await Promise.all(flood);
  }
  console.log(`{ __typename } beside 10 of the first in flight: median ${median(waits).toFixed(0)} ms`);
} finally {
  await stopServer(server);
  await scratch.drop();
}
