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
      STORAGE_DIR: path.join(os.tmpdir(), `backline-test-storage-${randomBytes(6).toString('hex')}`),
      ...overrides,
    },
    process.cwd(),
  );
}
