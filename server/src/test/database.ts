import { randomBytes } from 'node:crypto';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createOrmOptions } from '../db/mikro-orm.config.js';
import { adminQuery, withDatabase } from './admin-database.js';

export interface TestDatabase {
  /** The test file's ORM; tests fork its EntityManager like requests do. */
  readonly orm: MikroORM;
  readonly url: string;
  /** A fresh EntityManager, as each request gets. */
  fork(): EntityManager;
}

/**
 * Gives the calling test file its own database, cloned from the migrated template, emptied before
 * each test. Returns a handle whose fields are set once beforeAll has run.
 */
export function useTestDatabase(): TestDatabase {
  const handle = { fork: () => handle.orm.em.fork({ useContext: true }) } as {
    orm: MikroORM;
    url: string;
    fork(): EntityManager;
  };
  const { adminUrl, templateName, prefix } = inject('testDatabase');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    handle.url = withDatabase(adminUrl, name);
    handle.orm = await MikroORM.init(createOrmOptions(handle.url, { pool: { min: 0, max: 5 } }));
  });
  beforeEach(async () => {
    await emptyAllTables(handle.orm);
  });
  afterAll(async () => {
    await handle.orm?.close();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return handle;
}

async function emptyAllTables(orm: MikroORM): Promise<void> {
  const rows = await orm.em
    .getConnection()
    .execute<{ tablename: string }[]>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'mikro_orm_migrations'`,
    );
  if (!rows.length) return;
  const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
  await orm.em.getConnection().execute(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
}
