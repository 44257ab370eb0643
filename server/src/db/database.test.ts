import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { adminQuery, withDatabase } from '../test/admin-database.js';
import { openDatabase } from './database.js';
import { migrationsList } from './migrations/index.js';
import { withStartupLock } from './startup-lock.js';

const { adminUrl, prefix } = inject('testDatabase');
const created: string[] = [];
// Connecting can be slow on a busy CI machine; the waits end as soon as their condition holds.
const WAIT = { timeout: 10_000, interval: 20 };

/** A database name no one has made yet; dropped after the file. */
function freshDatabaseUrl(): string {
  const name = `${prefix}_fresh_${randomBytes(4).toString('hex')}`;
  created.push(name);
  return withDatabase(adminUrl, name);
}

/** An empty database (the lock needs one to connect to, not its tables). */
async function emptyDatabaseUrl(): Promise<string> {
  const url = freshDatabaseUrl();
  await adminQuery(adminUrl, `CREATE DATABASE "${new URL(url).pathname.slice(1)}"`);
  return url;
}

afterAll(async () => {
  for (const name of created) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('opening one database from two instances at the same moment', () => {
  it('creates and migrates it once: both succeed and every migration is recorded once', async () => {
    const url = freshDatabaseUrl();
    const opened = await Promise.allSettled([openDatabase(url), openDatabase(url)]);
    const orms = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const applied = await (orms[0] as MikroORM).em
        .getConnection()
        .execute<{ name: string; times: string }[]>(
          'SELECT name, count(*) AS times FROM mikro_orm_migrations GROUP BY name ORDER BY name',
        );
      expect(applied).toEqual(migrationsList.map(({ name }) => ({ name, times: '1' })));
      // Both are usable: the other instance sees the same, complete schema.
      const [{ tables }] = await (orms[1] as MikroORM).em
        .getConnection()
        .execute<[{ tables: string }]>(
          `SELECT count(*) AS tables FROM pg_tables WHERE schemaname = 'public' AND tablename = 'server_secrets'`,
        );
      expect(tables).toBe('1');
    } finally {
      await Promise.all(orms.map((orm) => orm.close()));
    }
  });
});

describe('the start-up lock', () => {
  it("holds a second instance's job until the first one's has finished", async () => {
    const url = await emptyDatabaseUrl();
    const steps: string[] = [];
    let finishFirst = () => {};
    const first = withStartupLock(url, async () => {
      steps.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      steps.push('first ends');
    });
    await vi.waitFor(() => expect(steps).toEqual(['first starts']), WAIT);
    const second = withStartupLock(url, async () => {
      steps.push('second starts');
    });
    await vi.waitFor(async () => expect(await advisoryLocksWaiting(url)).toBe(1), WAIT);
    expect(steps).toEqual(['first starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(steps).toEqual(['first starts', 'first ends', 'second starts']);
    expect(await advisoryLocksHeld(url)).toBe(0);
  });

  it('lets go of the lock when the job fails', async () => {
    const url = await emptyDatabaseUrl();
    await expect(withStartupLock(url, async () => Promise.reject(new Error('job failed')))).rejects.toThrow(
      'job failed',
    );
    expect(await withStartupLock(url, async () => 'next job ran')).toBe('next job ran');
    expect(await advisoryLocksHeld(url)).toBe(0);
  });
});

async function advisoryLocksWaiting(url: string): Promise<number> {
  return countAdvisoryLocks(url, false);
}

async function advisoryLocksHeld(url: string): Promise<number> {
  return countAdvisoryLocks(url, true);
}

async function countAdvisoryLocks(url: string, granted: boolean): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE l.locktype = 'advisory' AND d.datname = current_database() AND l.granted = $1`,
      [granted],
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}
