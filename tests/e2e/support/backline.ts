import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, canConnect, withDatabase } from '../../../server/src/test/admin-database.js';
import { startNodeFlags } from '../../support/start-flags.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_MAIN = path.join(ROOT, 'server/dist/main.js');
const CLIENT_INDEX = path.join(ROOT, 'client/dist/index.html');
const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const READY_TIMEOUT_MS = 60_000;

/** Set by the global setup to the shared app's address (see apps.ts). */
export const BASE_URL_ENV = 'BACKLINE_E2E_BASE_URL';

export interface RunningBackline {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseURL: string;
  /** Stops the server (SIGTERM, then waits), drops its database and removes its folders. */
  stop(): Promise<void>;
}

/**
 * Starts the built app (`node server/dist/main.js`) on a free loopback port with an empty database
 * of its own: on TEST_DATABASE_URL's server, else the machine's PostgreSQL on 127.0.0.1:5432, else the
 * app's embedded PostgreSQL. `overrides` are added to its environment last (e.g. ACCESS_TOKEN_TTL_SECONDS).
 */
export async function startBackline(overrides: Record<string, string> = {}): Promise<RunningBackline> {
  for (const file of [SERVER_MAIN, CLIENT_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first.`);
  }
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-e2e-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach DATA_DIR.
  await fs.chmod(tempDir, 0o755);
  const cleanups: Array<() => Promise<void>> = [() => fs.rm(tempDir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const database = await createDatabase();
    if (database) cleanups.push(database.drop);
    const port = await findFreePort();
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(tempDir, 'data'),
      STORAGE_DIR: path.join(tempDir, 'storage'),
      LOG_LEVEL: 'warn',
      // Tests log in far more often than a person; throttling is tested with overrides.
      RATE_LIMIT_LOGIN_FAILURES: '10000',
      RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_MANAGER_QUESTIONS_PER_MINUTE: '100000',
      RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: '100000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...overrides,
    };
    const server = spawnServer(env);
    cleanups.push(server.stop);
    const baseURL = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseURL, server);
    return { baseURL, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function spawnServer(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, [...startNodeFlags(), SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killTimer);
  };
  return { child, output: () => output, stop };
}

async function waitUntilReady(baseURL: string, server: ServerProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`Backline exited before it was ready:\n${server.output()}`);
    }
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Backline did not answer 200 on ${baseURL}/readyz within 60 s:\n${server.output()}`);
}

interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database on a PostgreSQL server, or null when none is reachable (the app then embeds one). */
async function createDatabase(): Promise<TestDatabase | null> {
  const configured = process.env.TEST_DATABASE_URL;
  const adminUrl = configured ?? LOCAL_ADMIN_URL;
  if (!(await canConnect(adminUrl))) {
    if (configured) throw new Error(`TEST_DATABASE_URL is set but cannot be reached: ${configured}`);
    return null;
  }
  const name = `backline_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
