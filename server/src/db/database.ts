import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createOrmOptions } from './mikro-orm.config.js';

/** Connects to the database and applies every pending migration; the ORM's messages go to our logs. */
export async function openDatabase(databaseUrl: string, logger?: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(
    createOrmOptions(databaseUrl, {
      colors: false,
      logger: (message) => logger?.info({ orm: message }, 'database'),
    }),
  );
  await orm.getMigrator().up();
  return orm;
}

/** Describes a database URL for logs, without its password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = url.password ? '***' : '';
  return url.toString();
}
