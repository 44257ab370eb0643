import pg from 'pg';

/** Small helpers over a PostgreSQL admin connection, for test and benchmark set-up (no ORM, no decorators). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(sql));
}

export function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return withAdminClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  });
}

/**
 * Drops every database named `<prefix>_...` (a run's template and its clones). starts_with, not LIKE:
 * `_` is a LIKE wildcard, and run 123's prefix must not match run 1234's databases.
 */
export function dropDatabasesNamed(adminUrl: string, prefix: string): Promise<void> {
  return withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

async function withAdminClient<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The same server address, naming another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
