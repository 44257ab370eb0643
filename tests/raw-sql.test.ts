import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
      for (const [name, sql] of Object.entries(exported)) {
        if (typeof sql !== 'string') continue;
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
});
