import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { type AppConfig, loadConfig } from '../config.js';

/** The app's configuration for tests: the real parser, with test defaults and any overrides. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'backline-test-data'),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      // Off in the API tests, whose uploads would each start an analysis none of them reads; the
      // analysis's own tests (and the e2e apps, as in production) turn it on.
      ANALYSE_UPLOADS: 'false',
      STORAGE_DIR: path.join(os.tmpdir(), `backline-test-storage-${randomBytes(6).toString('hex')}`),
      ...overrides,
    },
    process.cwd(),
  );
}
