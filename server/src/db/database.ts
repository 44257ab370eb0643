import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './mikro-orm.config.js';

/** Connects to the database and applies every pending migration. */
export async function openDatabase(databaseUrl: string, options: { debug?: boolean } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(createOrmOptions(databaseUrl, { debug: options.debug ?? false }));
  await orm.getMigrator().up();
  return orm;
}

/** Describes a database URL for logs, without its password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = url.password ? '***' : '';
  return url.toString();
}
