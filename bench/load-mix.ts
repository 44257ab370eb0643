/**
 * Load audit: the built app (`node server/dist/main.js`, NODE_ENV=production, in its own process)
 * under a realistic mix from 50 connections (autocannon), beside a baseline measured in the same run:
 * the same mix's SQL through `pg` alone. The SQL is the app's own, captured once per operation from
 * the ORM's query log. Login is measured apart (argon2 is slow on purpose). Run by hand:
 *   npm run build && npm run audit:load
 * DURATION (seconds, default 60), CONNECTIONS (50), ARTISTS (50), BENCH_DATABASE_URL as in the other
 * benchmarks; PROFILE=<dir> writes the server's CPU profile there; LOGIN_SECONDS (15, 0 skips);
 * ONLY=<operation name> runs one operation of the mix alone; SHOW_SQL=1 (or full) prints each
 * operation's SQL; PACED_RATE (300, 0 skips) runs the mix again at that many requests/s in all.
 * Targets (issue 15): 0 errors, >= 300 requests/s, p95 < 100 ms.
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { freePort, requireBuiltServer, startBuiltServer } from './built-server.js';
import {
  type Artist,
  type Figures,
  figuresFrom,
  MIX,
  runAutocannon,
  runMix,
  runPaced,
  seedArtists,
} from './load-mix-operations.js';
import { createScratchDatabase } from './scratch-database.js';
import { type CapturedOperation, captureOperationSql, replayStatements } from './sql-capture.js';

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ARTISTS = Number(process.env.ARTISTS ?? 50);
const PACED_RATE = Number(process.env.PACED_RATE ?? 300);

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
  const artists = await seedArtists(baseUrl, scratch.url, ARTISTS);
  console.log(`${ARTISTS} artists, 40 tracks each; ${CONNECTIONS} connections, ${DURATION} s`);

  const cpuBefore = cpuSecondsOf(server);
  const splitBefore = cpuSplitOf(server);
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const app = await runMix(baseUrl, artists, {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    only: process.env.ONLY,
  });
  const serverCpuMsPerRequest = ((cpuSecondsOf(server) - cpuBefore) * 1000) / app.requests;
  const splitAfter = cpuSplitOf(server);
  const generator = process.cpuUsage(generatorBefore);
  const machine = machineTicks();
  const machineBusy = (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total);
  const generatorCpuMsPerRequest = (generator.user + generator.system) / 1000 / app.requests;
  const systemShare =
    (splitAfter.system - splitBefore.system) /
    (splitAfter.system - splitBefore.system + splitAfter.user - splitBefore.user);
  // The same mix offered at the target rate: the latency a user sees when the server is busy but not
  // overrun (at saturation, latency is only connections / throughput, by Little's law).
  const paced =
    PACED_RATE > 0
      ? await runPaced(baseUrl, artists, {
          connections: CONNECTIONS,
          durationSeconds: DURATION,
          only: process.env.ONLY,
          rate: PACED_RATE,
        })
      : null;
  const login = await runLogins(baseUrl, artists);
  const sqlByOperation = await captureOperationSql(
    scratch.url,
    MIX.map((operation) => ({ name: operation.name, body: operation.body(artists[0] as Artist, 0) })),
    (artists[0] as Artist).token,
  );
  const baseline = await runSqlBaseline(scratch.url, sqlByOperation);

  report('app over HTTP, as fast as it answers', app);
  if (paced) {
    report(`app over HTTP, offered ${PACED_RATE} requests/s`, paced);
    for (const [name, figures] of Object.entries(paced.byOperation))
      console.log(`  ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
  }
  report('same SQL via pg', baseline);
  console.log(
    `server CPU per request in the mix: ${serverCpuMsPerRequest.toFixed(2)} ms (the server busy ${((serverCpuMsPerRequest * app.perSecond) / 10).toFixed(0)}% of one core, ${(systemShare * 100).toFixed(0)}% of it in the kernel)`,
  );
  console.log(`load generator CPU per request: ${generatorCpuMsPerRequest.toFixed(2)} ms`);
  console.log(
    `machine busy ${(machineBusy * 100).toFixed(0)}% of its ${os.cpus().length} cores during the full-speed run (server, database and load generator together)`,
  );
  console.log(
    `ratio app/baseline: throughput ${(app.perSecond / baseline.perSecond).toFixed(2)}, p95 ${(app.p95 / baseline.p95).toFixed(2)}`,
  );
  console.log(
    `login apart: ${login.perSecond.toFixed(0)} logins/s, p50 ${login.p50.toFixed(0)} ms, p95 ${login.p95.toFixed(0)} ms, errors ${login.errors}`,
  );
  console.log(
    `targets: errors 0 -> ${app.errors + (paced?.errors ?? 0)}; >= 300 requests/s -> ${app.perSecond.toFixed(0)}; p95 < 100 ms -> ${app.p95.toFixed(0)} at full speed, ${paced ? `${paced.p95.toFixed(0)} at ${paced.perSecond.toFixed(0)}/s` : 'not paced'}`,
  );
  for (const [name, { statements }] of Object.entries(sqlByOperation)) {
    console.log(`  ${name}: ${statements.length} SQL statements`);
    // SHOW_SQL=1 prints them.
    if (process.env.SHOW_SQL)
      for (const sql of statements)
        console.log(`    ${process.env.SHOW_SQL === 'full' ? sql : sql.slice(0, 400)}`);
  }
} finally {
  server?.kill('SIGTERM');
  if (server) await once(server, 'exit');
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

function report(label: string, figures: Figures): void {
  console.log(
    `${label}: ${figures.requests} requests, ${figures.perSecond.toFixed(0)}/s, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, errors ${figures.errors}`,
  );
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
  const result = await runAutocannon(options, latencies);
  return figuresFrom(latencies, errors + result.errors, seconds);
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

/** Busy and total CPU ticks of the whole machine so far (Linux /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const ticks = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** User plus system CPU seconds a child process has used so far (Linux /proc). */
function cpuSecondsOf(child: ChildProcess): number {
  const { user, system } = cpuSplitOf(child);
  return user + system;
}

function cpuSplitOf(child: ChildProcess): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100;
  return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond };
}
