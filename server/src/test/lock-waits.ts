import type pg from 'pg';

/**
 * Resolves once at least `count` other connections to the test database wait for a lock (a statement
 * the test expects to queue behind the lock `client` holds). No sleeping: it asks again each turn.
 */
export async function waitForLockWaits(client: pg.Client, count = 1): Promise<void> {
  for (let tries = 0; tries < 2000; tries++) {
    const { rows } = await client.query(
      "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
    );
    if ((rows[0] as { waiting: number }).waiting >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`no ${count} statements came to wait for the lock`);
}
