import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createOrmOptions } from './mikro-orm.config.js';
import { withStartupLock } from './startup-lock.js';

/**
 * Connects to the database (creating it when missing) and applies every pending migration under the
 * start-up lock, so several instances may open one database at the same moment: each migration runs
 * once, and the others find it applied. The ORM's messages go to our logs.
 */
export async function openDatabase(databaseUrl: string, logger?: Logger): Promise<MikroORM> {
  const orm = await connect(databaseUrl, logger).catch((error: unknown) => {
    // Two instances found the database missing and both created it: the other one won, so it exists.
    if (!isDuplicateDatabase(error)) throw error;
    return connect(databaseUrl, logger);
  });
  try {
    await withStartupLock(databaseUrl, () => orm.getMigrator().up(), logger);
  } catch (error) {
    await orm.close().catch(() => undefined);
    throw error;
  }
  return orm;
}

async function connect(databaseUrl: string, logger?: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(
    createOrmOptions(databaseUrl, {
      colors: false,
      logger: (message) => logger?.info({ orm: message }, 'database'),
      connect: false,
    }),
  );
  try {
    await orm.connect();
  } catch (error) {
    await orm.close().catch(() => undefined);
    throw error;
  }
  return orm;
}

/** CREATE DATABASE lost a race: 42P04 duplicate_database, or 23505 on pg_database's unique name. */
function isDuplicateDatabase(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '42P04' || (code === '23505' && constraint === 'pg_database_datname_index');
}

/** Describes a database URL for logs, without its password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = url.password ? '***' : '';
  return url.toString();
}
