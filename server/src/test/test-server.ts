import type { Express } from 'express';
import { type Logger, pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config.js';
import type { Services } from '../services.js';
import type { TestDatabase } from './database.js';
import { type StartedApp, startApp } from './start-app.js';
import { testConfig } from './test-config.js';

export interface TestServer {
  readonly url: string;
  readonly app: Express;
  readonly services: Services;
  readonly config: AppConfig;
}

/**
 * Runs the real app (createApp) on a free port for the calling test file, over its test database.
 * Overrides given as a function are read when the server starts (after earlier beforeAll hooks, such
 * as a stand-in service's that knows its port only then).
 */
export function useTestServer(
  db: TestDatabase,
  configOverrides: Record<string, string> | (() => Record<string, string>) = {},
  logger: Logger = pino({ level: 'silent' }),
): TestServer {
  const handle = {} as { url: string; app: Express; services: Services; config: AppConfig };
  let started: StartedApp | undefined;

  beforeAll(async () => {
    handle.config = testConfig(typeof configOverrides === 'function' ? configOverrides() : configOverrides);
    started = await startApp(db.orm, handle.config, logger);
    handle.url = started.url;
    handle.app = started.app;
    handle.services = started.services;
  });
  afterAll(() => started?.close());
  return handle;
}
