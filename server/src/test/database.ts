import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createOrmOptions } from '../db/mikro-orm.config.js';
import { adminQuery, databaseExists, withDatabase } from './admin-database.js';

export interface TestDatabase {
  /** The test file's ORM; tests fork its EntityManager like requests do. */
  readonly orm: MikroORM;
  readonly url: string;
  /** A fresh EntityManager, as each request gets. */
  fork(): EntityManager;
}

/**
 * Gives the calling test file a database cloned from the migrated template, emptied before each test.
 * Returns a handle whose fields are set once beforeAll has run.
 *
 * The files one Vitest worker runs, one after another, share its database: creating and dropping one
 * per file made PostgreSQL checkpoint at every drop, which cost more than the tests themselves. The
 * global teardown drops them all.
 */
export function useTestDatabase(): TestDatabase {
  const handle = { fork: () => handle.orm.em.fork({ useContext: true }) } as {
    orm: MikroORM;
    url: string;
    fork(): EntityManager;
  };

  beforeAll(async () => {
    handle.url = await workerDatabaseUrl();
    handle.orm = await MikroORM.init(createOrmOptions(handle.url, { pool: { min: 0, max: 5 } }));
  });
  beforeEach(async () => {
    await emptyAllTables(handle.orm);
  });
  afterAll(async () => {
    await handle.orm?.close();
  });
  return handle;
}

let workerDatabase: Promise<string> | undefined;

/** This worker's database, cloned from the template on first use (VITEST_POOL_ID is unique per worker). */
function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const { adminUrl, templateName, prefix } = inject('testDatabase');
    const name = `${prefix}_worker_${process.env.VITEST_POOL_ID ?? process.pid}`;
    if (!(await databaseExists(adminUrl, name))) {
      await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    }
    return withDatabase(adminUrl, name);
  })();
  return workerDatabase;
}

/** Found once per worker: its database's tables never change during a run. */
let deleteStatement: Promise<string> | undefined;

/**
 * Deletes every row, referencing tables before the tables they reference. DELETE rather than
 * TRUNCATE: a test leaves a handful of rows, and TRUNCATE gives each table, index and TOAST table new
 * files, about a hundred file creations and removals before every test.
 */
async function emptyAllTables(orm: MikroORM): Promise<void> {
  deleteStatement ??= deleteStatementFor(orm);
  const sql = await deleteStatement;
  if (sql) await orm.em.getConnection().execute(sql);
}

async function deleteStatementFor(orm: MikroORM): Promise<string> {
  const connection = orm.em.getConnection();
  const tables = await connection.execute<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'mikro_orm_migrations'`,
  );
  const references = await connection.execute<{ referencing: string; referenced: string }[]>(
    `SELECT conrelid::regclass::text AS referencing, confrelid::regclass::text AS referenced
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const ordered = referencingFirst(
    tables.map((row) => row.tablename),
    references.map((row) => [unquote(row.referencing), unquote(row.referenced)] as const),
  );
  return ordered.map((table) => `DELETE FROM "${table}";`).join(' ');
}

function unquote(name: string): string {
  return name.replace(/^"(.*)"$/, '$1');
}

/** Orders tables so that each comes before every table it references (a table may reference itself). */
function referencingFirst(tables: string[], references: ReadonlyArray<readonly [string, string]>): string[] {
  const referencedBy = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const [referencing, referenced] of references) {
    if (referencing !== referenced) referencedBy.get(referenced)?.add(referencing);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table) && [...(referencedBy.get(table) ?? [])].every((other) => placed.has(other)),
    );
    if (!next)
      throw new Error(`Foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}
