/**
 * Issue 28, defect 1: BURST (12) anonymous POST /waitlist at once against the production pool of 10,
 * with a signed-in `{ me { id } }`, /readyz and GET /tracks sent in the same instant. Prints each
 * kind's statuses and slowest answer, per round. Before the fix the waitlist requests each held a
 * pooled connection in a transaction while counting their rate limit through the same pool, and
 * everything waited for the pool's 10 s acquire timeout. Runs the server from source
 * (NODE_ENV=production) in its own process on a scratch database. Run by hand:
 *   node --import @swc-node/register/esm-register bench/waitlist-burst.ts
 * ROUNDS (3), BURST (12); SERVER_SOURCE picks another checkout's server/src/main.ts; uses
 * BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopServer } from './built-server.js';
import { createScratchDatabase } from './scratch-database.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const BURST = Number(process.env.BURST ?? 12);
const SERVER_SOURCE = path.resolve(
  process.env.SERVER_SOURCE ?? `${import.meta.dirname}/../server/src/main.ts`,
);

interface Answer {
  status: number;
  ms: number;
}

async function timed(request: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function startSourceServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', SERVER_SOURCE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'backline-waitlist-burst-')),
      JWT_SECRET: 'waitlist-burst-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
      // The burst must reach the database, not the per-address limits.
      RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '10000000',
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

function summary(name: string, answers: Answer[]): string {
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const counted = [...statuses].map(([status, count]) => `${count}x${status}`).join(' ');
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  return `${name.padEnd(16)} ${counted.padEnd(14)} slowest ${slowest.toFixed(0).padStart(6)} ms`;
}

const scratch = await createScratchDatabase();
const port = await freePort();
const server = await startSourceServer(scratch.url, port);
const base = `http://127.0.0.1:${port}`;
const json = { 'content-type': 'application/json' };
try {
  const registered = await fetch(`${base}/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'burst@example.com', password: 'correct horse battery', artistName: 'B' }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  console.log(`${BURST} POST /waitlist at once, pool of 10 (the production default), ${ROUNDS} rounds`);
  for (let round = 1; round <= ROUNDS; round++) {
    const waitlist = Array.from({ length: BURST }, (_, index) =>
      timed(() =>
        fetch(`${base}/waitlist`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: `pool-${round}-${index}@example.com`, name: 'Burst' }),
        }),
      ),
    );
    const me = timed(() =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { ...json, ...auth },
        body: JSON.stringify({ query: '{ me { id } }' }),
      }),
    );
    const ready = timed(() => fetch(`${base}/readyz`));
    const tracks = timed(() => fetch(`${base}/tracks`, { headers: auth }));
    console.log(`round ${round}`);
    console.log(`  ${summary('POST /waitlist', await Promise.all(waitlist))}`);
    console.log(`  ${summary('{ me { id } }', [await me])}`);
    console.log(`  ${summary('GET /readyz', [await ready])}`);
    console.log(`  ${summary('GET /tracks', [await tracks])}`);
  }
} finally {
  await stopServer(server);
  await scratch.drop();
}
