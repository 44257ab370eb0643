import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import { startNodeFlags } from './start-flags.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MAIN = path.join(ROOT, 'server/dist/main.js');

export interface BuiltApp {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process has printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * Starts `node server/dist/main.js` as `npm start` does, with exactly the given environment, and
 * waits for its 'listening' log line; a process still running after the test file is killed.
 */
export async function spawnBuiltApp(env: NodeJS.ProcessEnv, timeoutMs = 45_000): Promise<BuiltApp> {
  const child = spawn(process.execPath, [...startNodeFlags(), MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start in time:\n${output}`)), timeoutMs);
    child.stdout?.on('data', () => {
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    exited.then(() => reject(new Error(`app exited before listening:\n${output}`)));
  });
  return { url, port: Number(new URL(url).port), child, output: () => output, exited };
}
