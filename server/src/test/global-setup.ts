import 'reflect-metadata';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded.js';
import { adminQuery, canConnect, dropDatabasesNamed, withDatabase } from './admin-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; templateName: string; prefix: string };
  }
}

const DEFAULT_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * Migrates one template database per run; each test file clones it (CREATE DATABASE ... TEMPLATE).
 * Uses TEST_DATABASE_URL, else the machine's PostgreSQL on 127.0.0.1:5432, else an embedded one.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  if (!(await canConnect(adminUrl))) {
    if (process.env.TEST_DATABASE_URL)
      throw new Error(`TEST_DATABASE_URL is set but cannot be reached: ${adminUrl}`);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-test-pg-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedDatabase(dataDir, pino({ level: 'warn' }), { forTests: true });
    adminUrl = withDatabase(embedded.url, 'postgres');
  }

  const prefix = `backline_test_${process.pid}`;
  const templateName = `${prefix}_template`;
  await adminQuery(adminUrl, `CREATE DATABASE "${templateName}"`);
  const orm = await openDatabase(withDatabase(adminUrl, templateName));
  await orm.close();
  project.provide('testDatabase', { adminUrl, templateName, prefix });

  return async () => {
    try {
      await dropDatabasesNamed(adminUrl, prefix);
    } finally {
      await embedded?.stop();
    }
  };
}
