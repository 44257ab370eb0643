import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startNodeFlags } from '../tests/support/start-flags.js';

/** The built server; BENCH_SERVER_ENTRY names another build (kept beside server/dist) to compare. */
export const SERVER_ENTRY = path.resolve(
  process.env.BENCH_SERVER_ENTRY ?? path.resolve(import.meta.dirname, '../server/dist/main.js'),
);

/** Stops the run when `npm run build` has not been run: the audits measure the built server. */
export function requireBuiltServer(): void {
  if (fs.existsSync(SERVER_ENTRY)) return;
  console.error('Build first: npm run build');
  process.exit(1);
}

export interface BuiltServerOptions {
  databaseUrl: string;
  port: number;
  dataDir: string;
  /** More variables for the server (STORAGE_DIR, TMPDIR, SHUTDOWN_DRAIN_SECONDS...). */
  env?: Record<string, string>;
  /** Node options before the entry point (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** A file for the server's log (stdout); none: discarded. */
  logFile?: string;
}

/**
 * Starts `node [npm start's flags] server/dist/main.js` (NODE_ENV=production) in its own process and resolves once
 * /readyz answers 200. Rate limits are raised so that load comes from one address.
 */
export async function startBuiltServer(options: BuiltServerOptions): Promise<ChildProcess> {
  const { databaseUrl, port, dataDir } = options;
  // npm start's own flags, or BENCH_NODE_ARGS to try others (e.g. --max-semi-space-size=16).
  const flags = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? startNodeFlags();
  const child = spawn(process.execPath, [...flags, ...(options.nodeArgs ?? []), SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'load-test-secret-that-is-long-enough-for-hs256',
      RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '10000000',
      RATE_LIMIT_LOGIN_FAILURES: '1000000',
      ...options.env,
    },
    stdio: ['ignore', options.logFile ? fs.openSync(options.logFile, 'a') : 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return child;
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('The server did not become ready in 30 s');
}

/** Sends SIGTERM and waits for the exit; resolves the exit code. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}
