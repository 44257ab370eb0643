import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseExists, dropDatabasesNamed } from './admin-database.js';

describe('dropDatabasesNamed', () => {
  const { adminUrl } = inject('testDatabase');
  const run = `drop_check_${randomBytes(4).toString('hex')}`;
  const ours = [`${run}_1_template`, `${run}_1_worker_1`];
  const anotherRuns = [`${run}_12_template`, `${run}x1_template`];
  afterAll(async () => {
    for (const name of [...ours, ...anotherRuns])
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}"`);
  });

  it("drops the run's databases and no other run's whose name merely starts the same", async () => {
    for (const name of [...ours, ...anotherRuns]) await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);

    await dropDatabasesNamed(adminUrl, `${run}_1`);

    const left = await Promise.all([...ours, ...anotherRuns].map((name) => databaseExists(adminUrl, name)));
    expect(left).toEqual([false, false, true, true]);
  });
});
