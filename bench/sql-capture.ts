import { randomUUID } from 'node:crypto';
import { DefaultLogger } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from '../server/src/db/mikro-orm.config.js';
import { startApp } from '../server/src/test/start-app.js';
import { testConfig } from '../server/src/test/test-config.js';

/**
 * The SQL the app runs for each GraphQL operation, read from the ORM's query log (values inlined),
 * by sending each operation once to an in-process app on the same database. Writes are wrapped so a
 * replay rolls back instead of committing.
 */
export async function captureOperationSql(
  databaseUrl: string,
  operations: { name: string; body: Record<string, unknown> }[],
  accessToken: string,
): Promise<Record<string, CapturedOperation>> {
  const logged: string[] = [];
  const orm = await MikroORM.init(
    createOrmOptions(databaseUrl, {
      debug: ['query', 'query-params'],
      colors: false,
      logger: (message) => logged.push(message),
      // The app's logger never shows values; a replay needs them.
      loggerFactory: (options) => new DefaultLogger(options),
    }),
  );
  const app = await startApp(
    orm,
    testConfig({ JWT_SECRET: 'load-test-secret-that-is-long-enough-for-hs256' }),
  );
  try {
    const captured: Record<string, CapturedOperation> = {};
    for (const operation of operations) {
      logged.length = 0;
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(operation.body),
      });
      const answer = (await response.json()) as { data?: unknown; errors?: unknown };
      if (answer.errors) throw new Error(`${operation.name}: ${JSON.stringify(answer.errors)}`);
      const statements = asReplay(logged.map(statementOf).filter((sql): sql is string => !!sql));
      const createdIds = statements.some((sql) => /^insert\b/i.test(sql)) ? idsIn(answer.data) : [];
      captured[operation.name] = { statements, createdIds };
    }
    return captured;
  } finally {
    await app.close();
    await orm.close();
  }
}

export interface CapturedOperation {
  statements: string[];
  /** Ids of rows the operation created: a replay gives each run its own. */
  createdIds: string[];
}

/** The statements of a captured operation for one replay, with fresh ids for the rows it creates. */
export function replayStatements(operation: CapturedOperation): string[] {
  const fresh = new Map(operation.createdIds.map((id) => [id, randomUUID()]));
  return operation.statements.map((sql) =>
    [...fresh].reduce((text, [captured, replacement]) => text.replaceAll(captured, replacement), sql),
  );
}

function idsIn(value: unknown): string[] {
  const text = JSON.stringify(value ?? null);
  return [...new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
}

/** `[query] select … [took 1 ms, 1 result]` -> `select …`. */
function statementOf(message: string): string | null {
  const match = /^\[query\] (.*?)(?: \[took [^\]]*\])?$/s.exec(message);
  return match?.[1]?.trim() || null;
}

function asReplay(statements: string[]): string[] {
  const writes = statements.some((sql) => /^(insert|update|delete)\b/i.test(sql));
  if (!writes) return statements.filter((sql) => !/^(begin|commit)\b/i.test(sql));
  const body = statements.filter((sql) => !/^(begin|commit|rollback)\b/i.test(sql));
  return ['begin', ...body, 'rollback'];
}
