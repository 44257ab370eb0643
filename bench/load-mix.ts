/**
 * Load audit: the built app (`node server/dist/main.js`, NODE_ENV=production, in its own process)
 * under a realistic mix from 50 connections (autocannon), beside a baseline measured in the same run:
 * the same mix's SQL through `pg` alone. The SQL is the app's own, captured once per operation from
 * the ORM's query log. Login is measured apart (argon2 is slow on purpose). Run by hand:
 *   npm run build && npm run audit:load
 * DURATION (seconds, default 60), CONNECTIONS (50), ARTISTS (50), BENCH_DATABASE_URL as in the other
 * benchmarks; PROFILE=<dir> writes the server's CPU profile there; LOGIN_SECONDS (15, 0 skips);
 * ONLY=<operation name> runs one operation of the mix alone; SHOW_SQL=1 (or full) prints each
 * operation's SQL; PACED_RATE (300, 0 skips) runs the mix again at that many requests/s in all;
 * PACED_RATE=half offers half the full-speed throughput just measured (for a busy, shared machine).
 * Two named mixes (SCENARIO picks one), each on its own database and server, printed side by side:
 * the web client's operations and issue 28's mix (with logins). OPERATION_SECONDS (10, 0 skips):
 * each operation alone for that long, for its server CPU per request.
 * Targets (issue 28): 0 errors, >= 300 requests/s with p95 < 150 ms at full speed, < 3 ms of server
 * CPU per request for each operation but login. Each operation alone runs in 2 s turns with the
 * others (OPERATION_SECONDS in all), so a burst of load elsewhere on the machine weighs on all alike.
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
  type MixFigures,
  type MixOperation,
  runAutocannon,
  runMix,
  runPaced,
  SCENARIOS,
  type Scenario,
  seedArtists,
  weightedCycle,
  YARDSTICK,
} from './load-mix-operations.js';
import { createScratchDatabase } from './scratch-database.js';
import { type CapturedOperation, captureOperationSql, replayStatements } from './sql-capture.js';

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ARTISTS = Number(process.env.ARTISTS ?? 50);
const PACED_RATE = process.env.PACED_RATE === 'half' ? 'half' : Number(process.env.PACED_RATE ?? 300);
/** Seconds of each operation alone (closed loop), for its server CPU per request; 0 skips. */
const OPERATION_SECONDS = Number(process.env.OPERATION_SECONDS ?? 10);
/** Each operation alone runs in turns of this many seconds. */
const SLICE_SECONDS = 2;

requireBuiltServer();

interface ScenarioResult {
  scenario: Scenario;
  app: MixFigures;
  paced: (MixFigures & { rate: number }) | null;
  baseline: Figures;
  login: Figures | null;
  serverCpuMsPerRequest: number;
  generatorCpuMsPerRequest: number;
  machineBusy: number;
  systemShare: number;
  cpuByOperation: Record<string, { cpuMs: number; perSecond: number }>;
  statementsByOperation: Record<string, string[]>;
}

const chosen = process.env.SCENARIO
  ? SCENARIOS.filter((scenario) => scenario.name === process.env.SCENARIO)
  : SCENARIOS;
if (chosen.length === 0) throw new Error(`No scenario named ${process.env.SCENARIO}`);
const results: ScenarioResult[] = [];
for (const scenario of chosen) results.push(await runScenario(scenario));
printSideBySide(results);

/** One scenario on a database and server of its own. */
async function runScenario(scenario: Scenario): Promise<ScenarioResult> {
  const scratch = await createScratchDatabase();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-load-'));
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    // PROFILE=dir writes a CPU profile of the server (open it in Chrome's DevTools).
    const nodeArgs = process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE}`] : [];
    server = await startBuiltServer({ databaseUrl: scratch.url, port, dataDir: workDir, nodeArgs });
    const baseUrl = `http://127.0.0.1:${port}`;
    const artists = await seedArtists(
      baseUrl,
      scratch.url,
      ARTISTS,
      scenario.tracksPerArtist,
      scenario.connectArtists,
    );
    console.log(
      `[${scenario.name}] ${ARTISTS} artists, ${scenario.tracksPerArtist} tracks each; ${CONNECTIONS} connections, ${DURATION} s`,
    );
    const operations = scenario.operations;
    const measured = measureCpu(server);
    const app = await runMix(baseUrl, artists, {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      only: process.env.ONLY,
      // ONLY may also name the yardstick or an operation measured alone only.
      operations: process.env.ONLY ? [YARDSTICK, ...operations, ...(scenario.aloneOnly ?? [])] : operations,
    });
    const cpu = measured.stop(app.requests);
    // The same mix offered at the target rate: the latency a user sees when the server is busy but not
    // overrun (at saturation, latency is only connections / throughput, by Little's law).
    const rate = PACED_RATE === 'half' ? Math.max(1, Math.round(app.perSecond / 2)) : PACED_RATE;
    const paced =
      rate > 0
        ? {
            rate,
            ...(await runPaced(baseUrl, artists, {
              connections: CONNECTIONS,
              durationSeconds: DURATION,
              only: process.env.ONLY,
              operations,
              rate,
            })),
          }
        : null;
    // Each operation alone, closed loop: its own server CPU per request.
    const cpuByOperation: ScenarioResult['cpuByOperation'] = {};
    // In slices of SLICE_SECONDS, taking turns, so that what else runs on the machine weighs on
    // every operation alike; CPU and requests add up over an operation's slices.
    const measuredAlone = [YARDSTICK, ...operations, ...(scenario.aloneOnly ?? [])];
    const rounds = Math.max(1, Math.round(OPERATION_SECONDS / SLICE_SECONDS));
    const totals = new Map<string, { cpuSeconds: number; requests: number; seconds: number }>();
    for (let round = 0; OPERATION_SECONDS > 0 && !process.env.ONLY && round < rounds; round++)
      for (const operation of measuredAlone) {
        const alone = measureCpu(server);
        const figures = await runMix(baseUrl, artists, {
          connections: CONNECTIONS,
          durationSeconds: SLICE_SECONDS,
          only: operation.name,
          operations: measuredAlone,
        });
        // The requests still in flight when the turn ended finish now: their CPU and their count
        // belong to this operation, not to the next.
        await serverIdle(server);
        const sent = figures.sent ?? figures.requests;
        const total = totals.get(operation.name) ?? { cpuSeconds: 0, requests: 0, seconds: 0 };
        total.cpuSeconds += alone.stop(sent).serverCpuSeconds;
        total.requests += sent;
        total.seconds += SLICE_SECONDS;
        totals.set(operation.name, total);
      }
    for (const [name, total] of totals)
      cpuByOperation[name] = {
        cpuMs: (total.cpuSeconds * 1000) / Math.max(1, total.requests),
        perSecond: total.requests / total.seconds,
      };
    // The web client's mix has no logins: they are measured apart (argon2 is slow on purpose).
    const login = operations.some((operation) => operation.path === '/login')
      ? null
      : await runLogins(baseUrl, artists);
    const graphqlOperations = operations.filter((operation) => !operation.path);
    const sqlByOperation = await captureOperationSql(
      scratch.url,
      graphqlOperations.map((operation) => ({
        name: operation.name,
        body: operation.body(artists[0] as Artist, 0),
      })),
      (artists[0] as Artist).token,
    );
    const baseline = await runSqlBaseline(scratch.url, sqlByOperation, graphqlOperations);
    return {
      scenario,
      app,
      paced,
      baseline,
      login,
      ...cpu,
      cpuByOperation,
      statementsByOperation: Object.fromEntries(
        Object.entries(sqlByOperation).map(([name, { statements }]) => [name, statements]),
      ),
    };
  } finally {
    server?.kill('SIGTERM');
    if (server) await once(server, 'exit');
    await scratch.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Starts counting the server's, the generator's and the machine's CPU; `stop` divides by requests. */
function measureCpu(server: ChildProcess) {
  const splitBefore = cpuSplitOf(server);
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  return {
    stop(requests: number) {
      const splitAfter = cpuSplitOf(server);
      const generator = process.cpuUsage(generatorBefore);
      const machine = machineTicks();
      const user = splitAfter.user - splitBefore.user;
      const system = splitAfter.system - splitBefore.system;
      return {
        serverCpuSeconds: user + system,
        serverCpuMsPerRequest: ((user + system) * 1000) / Math.max(1, requests),
        generatorCpuMsPerRequest: (generator.user + generator.system) / 1000 / Math.max(1, requests),
        machineBusy: (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total),
        systemShare: system / Math.max(1e-9, user + system),
      };
    },
  };
}

function printSideBySide(results: ScenarioResult[]): void {
  const columns = results.map((result) => result.scenario.name);
  const rows: [string, ...string[]][] = [];
  const row = (label: string, cell: (result: ScenarioResult) => string) =>
    rows.push([label, ...results.map(cell)]);
  const latencies = (figures: Figures | null) =>
    figures ? `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} / ${figures.p99.toFixed(1)}` : '-';
  row('full speed: requests/s', (r) => r.app.perSecond.toFixed(0));
  row('full speed: p50 / p95 / p99 ms', (r) => latencies(r.app));
  row('full speed: errors', (r) => String(r.app.errors));
  row('server CPU ms per request (mix)', (r) => r.serverCpuMsPerRequest.toFixed(2));
  row('  of it in the kernel', (r) => `${(r.systemShare * 100).toFixed(0)}%`);
  row('load generator CPU ms per request', (r) => r.generatorCpuMsPerRequest.toFixed(2));
  row(`machine busy (${os.cpus().length} cores, full speed)`, (r) => `${(r.machineBusy * 100).toFixed(0)}%`);
  row('paced: offered/s', (r) => (r.paced ? String(r.paced.rate) : '-'));
  row('paced: served/s', (r) => (r.paced ? r.paced.perSecond.toFixed(0) : '-'));
  row('paced: p50 / p95 / p99 ms', (r) => latencies(r.paced));
  row('paced: errors', (r) => (r.paced ? String(r.paced.errors) : '-'));
  row('same SQL via pg: requests/s', (r) => r.baseline.perSecond.toFixed(0));
  row('same SQL via pg: p95 ms', (r) => r.baseline.p95.toFixed(1));
  row('ratio app/SQL: throughput', (r) => (r.app.perSecond / r.baseline.perSecond).toFixed(2));
  row('ratio app/SQL: p95', (r) => (r.app.p95 / r.baseline.p95).toFixed(2));
  row('login apart: /s, p95 ms', (r) =>
    r.login ? `${r.login.perSecond.toFixed(0)}, ${r.login.p95.toFixed(0)}` : 'in the mix',
  );
  const measured = (r: ScenarioResult) => [
    YARDSTICK,
    ...r.scenario.operations,
    ...(r.scenario.aloneOnly ?? []),
  ];
  const names = [...new Set(results.flatMap((r) => measured(r).map((operation) => operation.name)))];
  for (const name of names) {
    const has = (r: ScenarioResult) => measured(r).some((operation) => operation.name === name);
    row(`${name}: full speed p50 / p95 ms`, (r) => {
      const figures = r.app.byOperation[name];
      return has(r) && figures ? `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)}` : '-';
    });
    row(`${name}: paced p50 / p95 ms`, (r) => {
      const figures = r.paced?.byOperation[name];
      return has(r) && figures ? `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)}` : '-';
    });
    row(`${name}: alone, CPU ms/request (req/s)`, (r) => {
      const alone = r.cpuByOperation[name];
      return has(r) && alone ? `${alone.cpuMs.toFixed(2)} (${alone.perSecond.toFixed(0)})` : '-';
    });
    row(`${name}: alone, CPU / yardstick's`, (r) => {
      const alone = r.cpuByOperation[name];
      const yardstick = r.cpuByOperation[YARDSTICK.name];
      return has(r) && alone && yardstick ? (alone.cpuMs / yardstick.cpuMs).toFixed(2) : '-';
    });
    row(`${name}: SQL statements`, (r) => {
      const statements = r.statementsByOperation[name];
      return has(r) && statements ? String(statements.length) : '-';
    });
  }
  const widths = [
    Math.max(...rows.map((cells) => cells[0].length)),
    ...columns.map((column, index) =>
      Math.max(column.length, ...rows.map((cells) => (cells[index + 1] ?? '').length)),
    ),
  ];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join('  ');
  console.log('');
  console.log(line(['', ...columns]));
  for (const cells of rows) console.log(line(cells));
  for (const result of results) {
    const { app, paced } = result;
    console.log(
      `targets [${result.scenario.name}]: errors 0 -> ${app.errors + (paced?.errors ?? 0)}; >= 300 requests/s -> ${app.perSecond.toFixed(0)}; p95 < 150 ms at full speed -> ${app.p95.toFixed(0)}; paced p95 -> ${paced ? paced.p95.toFixed(0) : '-'}; CPU < 3 ms per operation (login aside) -> max ${Math.max(
        ...Object.entries(result.cpuByOperation)
          .filter(([name]) => name !== 'login' && name !== YARDSTICK.name)
          .map(([, alone]) => alone.cpuMs),
      ).toFixed(2)}`,
    );
    // SHOW_SQL=1 prints each operation's statements.
    if (process.env.SHOW_SQL)
      for (const [name, statements] of Object.entries(result.statementsByOperation)) {
        console.log(`  [${result.scenario.name}] ${name}:`);
        for (const sql of statements)
          console.log(`    ${process.env.SHOW_SQL === 'full' ? sql : sql.slice(0, 400)}`);
      }
  }
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
  mix: MixOperation[],
): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // In the mix's shares.
  const operations = weightedCycle(mix).map(
    (operation) => sqlByOperation[operation.name] as CapturedOperation,
  );
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

/** Resolves once the server has used no CPU for 100 ms (at most 30 s). */
async function serverIdle(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  let last = cpuSplitOf(server);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = cpuSplitOf(server);
    if (now.user + now.system === last.user + last.system) return;
    last = now;
  }
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

function cpuSplitOf(child: ChildProcess): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100;
  return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond };
}
