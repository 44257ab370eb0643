import { ArrayType } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { Project } from '../modules/projects/project.entity.js';
import { TextArrayType } from '../shared/text-array.type.js';
import { useTestDatabase } from '../test/database.js';
import { buildProject } from '../test/factories.js';
import { Migration20261126140000, TEXT_ARRAY_COLUMNS } from './migrations/Migration20261126140000.js';

const db = useTestDatabase();
const { fork } = db;

/** Strings PostgreSQL's array syntax reads specially when unquoted, and plain ones around them. */
const AWKWARD = ['null', 'NULL', 'Null', 'plain', 'a,b', 'say "hi"', 'back\\slash', '{x}', 'two words', ' '];

/** PostgreSQL's check_violation (raw statements come back as pg's own errors). */
const CHECK_VIOLATION = { code: '23514' };

async function runMigrationUp(): Promise<void> {
  const migration = new Migration20261126140000(db.orm.em.getDriver(), db.orm.config);
  await migration.up();
  for (const query of migration.getQueries()) await fork().getConnection().execute(String(query));
}

describe('text[] columns', () => {
  it('every array property of the entities is a TextArrayType, and every array column is in the migration', async () => {
    const arrayProperties = Object.values(db.orm.getMetadata().getAll()).flatMap((meta) =>
      Object.values(meta.properties)
        .filter((prop) => prop.customType instanceof ArrayType || /\[\]$/.test(prop.columnTypes?.[0] ?? ''))
        .map((prop) => ({ table: meta.tableName, column: prop.fieldNames[0], type: prop.customType })),
    );
    expect(arrayProperties.length).toBeGreaterThan(0);
    for (const prop of arrayProperties)
      expect(prop.type, `${prop.table}.${prop.column}`).toBeInstanceOf(TextArrayType);

    const columns = await fork().execute<{ table_name: string; column_name: string; data_type: string }[]>(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and data_type in ('ARRAY', 'json', 'jsonb') order by 1, 2`,
    );
    // No JSON column exists; one added must be checked for the same trap (JSON null against SQL NULL).
    expect(columns.filter((column) => column.data_type !== 'ARRAY')).toEqual([]);
    expect(columns.map((column) => [column.table_name, column.column_name]).sort()).toEqual(
      TEXT_ARRAY_COLUMNS.map(([table, column]) => [table, column]).sort(),
    );
    expect(arrayProperties.map((prop) => [prop.table, prop.column]).sort()).toEqual(
      TEXT_ARRAY_COLUMNS.map(([table, column]) => [table, column]).sort(),
    );
  });

  it('TextArrayType writes exactly the strings given, NULL spelled in any case among them', async () => {
    const literal = new TextArrayType().convertToDatabaseValue(AWKWARD, db.orm.em.getPlatform());
    const [row] = await fork().execute<{ value: string[] }[]>('select ?::text[] as value', [literal]);
    expect(row?.value).toEqual(AWKWARD);
  });

  it('every text[] column refuses a NULL element', async () => {
    const project = await buildProject(fork());
    const em = fork();
    await expect(
      em
        .getConnection()
        .execute(`update "projects" set "tags" = array['a', null] where id = ?`, [project.id]),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    await expect(
      em
        .getConnection()
        .execute(`update "projects" set "collaborators" = array[null] where id = ?`, [project.id]),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    const checks = await fork().execute<{ conname: string }[]>(
      `select conname from pg_constraint where contype = 'c' and conname like '%_no_null_elements' order by 1`,
    );
    expect(checks.map((check) => check.conname)).toEqual(
      TEXT_ARRAY_COLUMNS.map(([table, column]) => `${table}_${column}_no_null_elements`).sort(),
    );
  });

  it('the migration restores NULL elements stored before as the word null, and adds the checks', async () => {
    const stored = await buildProject(fork());
    const untouched = await buildProject(fork());
    const connection = fork().getConnection();
    for (const [table, column] of TEXT_ARRAY_COLUMNS) {
      await connection.execute(
        `alter table "${table}" drop constraint "${table}_${column}_no_null_elements"`,
      );
    }
    // As the defect stored createProject(tags: ["a", "null"], collaborators: ["Null"]).
    await connection.execute(
      `update "projects" set "tags" = array['a', null], "collaborators" = array[null]::text[] where id = ?`,
      [stored.id],
    );
    await connection.execute(`update "projects" set "tags" = array['b', 'NULL'] where id = ?`, [
      untouched.id,
    ]);

    await runMigrationUp();

    const read = fork();
    expect(await read.findOneOrFail(Project, stored.id)).toMatchObject({
      tags: ['a', 'null'],
      credits: ['null'],
    });
    expect(await read.findOneOrFail(Project, untouched.id)).toMatchObject({
      tags: ['b', 'NULL'],
      credits: [],
    });
    await expect(
      connection.execute(`update "projects" set "tags" = array[null]::text[] where id = ?`, [stored.id]),
    ).rejects.toMatchObject(CHECK_VIOLATION);
  });
});
