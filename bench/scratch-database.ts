import { randomBytes } from 'node:crypto';
import { adminQuery, withDatabase } from '../server/src/test/admin-database.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** An empty database for one benchmark run on BENCH_DATABASE_URL's server; drop() removes it. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `backline_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE "${name}" WITH (FORCE)`),
  };
}

/** The middle sample, less sensitive than the mean to a noisy shared machine. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
