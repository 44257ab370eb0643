import pg from 'pg';
import type { Logger } from 'pino';

/** The advisory lock of start-up jobs: 'backline' in ASCII, as a bigint. Advisory locks are per database. */
const STARTUP_LOCK_KEY = '7089054068706357861';

/**
 * Runs a start-up job (migrations, the temporary-file sweep) holding a PostgreSQL advisory lock on a
 * connection of its own, so instances starting at the same moment run their jobs one after another
 * instead of together. PostgreSQL drops the lock with its connection, so a process that dies while
 * holding it never blocks the others.
 */
export async function withStartupLock<T>(
  databaseUrl: string,
  job: () => Promise<T>,
  logger?: Logger,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'backline start-up lock' });
  // A dropped connection surfaces as the failed query or unlock below; without a listener it would crash.
  client.on('error', (error) => logger?.warn({ err: error }, 'start-up lock connection failed'));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      STARTUP_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      logger?.info("waiting for another instance's start-up jobs");
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    return await job();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
