import 'reflect-metadata';
import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { ParameterFreeLogger } from './query-logger.js';

/** The ORM options for a database URL; shared by the app, the tests and the CLI. */
export function createOrmOptions(clientUrl: string, overrides: Partial<Options> = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      // Where `npm run migration:create -w server` writes new files (then listed in migrations/index.ts).
      path: path.resolve(import.meta.dirname, 'migrations'),
      pathTs: path.resolve(import.meta.dirname, '../../src/db/migrations'),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    // Entities declare their column types explicitly; no reflection of TypeScript types needed.
    discovery: { requireEntitiesArray: true },
    forceUtcTimezone: true,
    // A database that silently drops packets answers 503 after 10 s instead of knex's 60.
    pool: { min: 0, max: 10, acquireTimeoutMillis: 10_000 },
    // SQL parameter values never reach a log: queries are logged with placeholders only, and knex
    // leaves bound values out of a failed query's error message (MikroORM's own queries arrive with
    // their values inlined, so logged errors are redacted too: http/error-log-serializer.ts).
    loggerFactory: (options) => new ParameterFreeLogger(options),
    driverOptions: { compileSqlOnError: false },
    ...overrides,
  });
}

// The MikroORM CLI (npm run migration:create -w server) reads this default export.
export default createOrmOptions(
  process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/backline_dev',
);
