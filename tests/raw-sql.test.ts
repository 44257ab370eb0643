import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '../server/src/modules/index.js';
import { CallerStatement } from '../server/src/shared/caller-sql.js';
import { useTestDatabase } from '../server/src/test/database.js';

const db = useTestDatabase();
const sourceRoot = fileURLToPath(new URL('../server/src/', import.meta.url));

/** Every `*.sql.ts` under server/src: where each module keeps the SQL that must stay raw. */
function rawSqlFiles(dir = sourceRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return rawSqlFiles(full);
    return entry.name.endsWith('.sql.ts') ? [full] : [];
  });
}

const SOME_CALLER = '00000000-0000-4000-8000-000000000000';

/** A raw statement's text: a plain one's, or a caller statement's as bound for some caller. */
function statementText(statement: unknown): string | undefined {
  if (typeof statement === 'string') return statement;
  if (!(statement instanceof CallerStatement)) return undefined;
  return statement.bind(SOME_CALLER, Array(statement.paramCount).fill(null)).sql;
}

/**
 * The plain statements that may run without a caller, and why. Any other statement naming a column
 * that ties a row to an artist must be a `callerSql` statement, which runs only for a caller.
 */
const RUN_WITHOUT_A_CALLER: Record<string, string> = {
  'modules/notifications/notification.sql.ts NOTIFY_SQL':
    "an insert for the recipient, whose id the service takes from the event; it reads nobody's rows",
  'modules/profile/profile.sql.ts PUBLIC_PROFILES_SQL':
    "reads only the public_profiles view (bio, place, website, handles), which every signed-in artist may read on an artist's page",
};
const ARTIST_COLUMNS = /\b(owner_id|recipient_id|sender_id|from_id|to_id|user_id|actor_id)\b/;

/** The tables a statement reads or writes (names after from, join, into, update). */
function tablesNamed(sql: string): Set<string> {
  const names = [...sql.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?(?![\w.(])/gi)];
  return new Set(names.map((match) => (match[1] as string).toLowerCase()));
}

/** The statement with MikroORM's `?` placeholders numbered as PostgreSQL's own. */
function numbered(sql: string): string {
  let count = 0;
  return sql.replace(/\?/g, () => `$${++count}`);
}

describe('the raw SQL kept in *.sql.ts files', () => {
  it('is one file per module, and PostgreSQL accepts every statement against the migrated schema', async () => {
    const files = rawSqlFiles();
    const modules = files.map((file) => path.dirname(path.relative(sourceRoot, file)));
    expect(new Set(modules).size).toBe(modules.length);

    const refused: string[] = [];
    let checked = 0;
    for (const file of files) {
      const exported = (await import(file)) as Record<string, unknown>;
      for (const [name, statement] of Object.entries(exported)) {
        const sql = statementText(statement);
        if (sql === undefined) continue;
        checked += 1;
        // PREPARE parses, names every table and column and infers the parameters' types, running nothing.
        const em = db.fork();
        try {
          await em.execute(`prepare raw_sql_check as ${numbered(sql)}`);
          await em.execute('deallocate raw_sql_check');
        } catch (error) {
          refused.push(`${path.relative(sourceRoot, file)} ${name}: ${(error as Error).message}`);
        }
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it("runs whatever reads or writes an artist's rows only for a caller, bound in one place", async () => {
    const plain: string[] = [];
    for (const file of rawSqlFiles()) {
      const exported = (await import(file)) as Record<string, unknown>;
      for (const [name, statement] of Object.entries(exported)) {
        if (typeof statement === 'string' && ARTIST_COLUMNS.test(statement)) {
          plain.push(`${path.relative(sourceRoot, file)} ${name}`);
        }
      }
    }
    expect(plain.sort()).toEqual(Object.keys(RUN_WITHOUT_A_CALLER).sort());
  });

  /** Each module's tables (its entities') and the views it publishes, by name. */
  function moduleOfEachRelation(): { tables: Map<string, string>; views: Map<string, string> } {
    const tables = new Map<string, string>();
    const views = new Map<string, string>();
    for (const feature of FEATURE_MODULES) {
      for (const entity of feature.entities ?? []) {
        tables.set(db.orm.getMetadata().get((entity as { name: string }).name).tableName, feature.name);
      }
      for (const view of feature.publishedViews ?? []) views.set(view, feature.name);
    }
    return { tables, views };
  }

  it("names only its own module's tables, and of another module only the views it publishes", async () => {
    const { tables, views } = moduleOfEachRelation();
    const foreign: string[] = [];
    let crossings = 0;
    for (const file of rawSqlFiles(path.join(sourceRoot, 'modules'))) {
      const module = path.basename(path.dirname(file));
      const exported = (await import(file)) as Record<string, unknown>;
      for (const [name, statement] of Object.entries(exported)) {
        const sql = statementText(statement);
        if (sql === undefined) continue;
        for (const relation of tablesNamed(sql)) {
          const owner = tables.get(relation);
          if (owner && owner !== module) foreign.push(`${module}/${path.basename(file)} ${name} ${relation}`);
          const publisher = views.get(relation);
          if (publisher && publisher !== module) crossings += 1;
        }
      }
    }
    expect(foreign).toEqual([]);
    // The check sees the statements that do cross: artist cards, notifications, playlists' lengths.
    expect(crossings).toBeGreaterThanOrEqual(6);
    expect(tables.get('tracks')).toBe('tracks');
  });

  it('publishes each view from its migrations, over its own tables only', async () => {
    const { tables, views } = moduleOfEachRelation();
    const rows = await db
      .fork()
      .execute<{ viewname: string; definition: string }[]>(
        "select viewname, definition from pg_views where schemaname = 'public'",
      );
    const definitions = new Map(rows.map((row) => [row.viewname, row.definition]));
    expect([...views.keys()].filter((view) => !definitions.has(view))).toEqual([]);
    const overOthers = [...views].flatMap(([view, module]) =>
      [...tablesNamed(definitions.get(view) ?? '')]
        .filter((table) => tables.has(table) && tables.get(table) !== module)
        .map((table) => `${view} (${module}) reads ${table}`),
    );
    expect(overOthers).toEqual([]);
    expect(views.size).toBeGreaterThanOrEqual(3);
  });

  it("is the only place outside entities and migrations where SQL names an artist's column", () => {
    const elsewhere = sourceFiles()
      .filter((file) => !/\.(sql|entity|test|migration)\.ts$|\/migrations?\//.test(file))
      .filter((file) => ARTIST_COLUMNS.test(fs.readFileSync(file, 'utf8')));
    expect(elsewhere.map((file) => path.relative(sourceRoot, file))).toEqual([]);
  });
});

/** Every TypeScript file under server/src. */
function sourceFiles(dir = sourceRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}
