import type { AddressInfo } from 'node:net';
import { type Logger, pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import type { AppConfig } from '../config.js';
import type { Services } from '../services.js';
import type { TestDatabase } from './database.js';
import { testConfig } from './test-config.js';

export interface TestServer {
  readonly url: string;
  readonly services: Services;
  readonly config: AppConfig;
}

/** Runs the real app (createApp) on a free port for the calling test file, over its test database. */
export function useTestServer(
  db: TestDatabase,
  configOverrides: Record<string, string> = {},
  logger: Logger = pino({ level: 'silent' }),
): TestServer {
  const handle = {} as { url: string; services: Services; config: AppConfig };
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const config = testConfig(configOverrides);
    const backline = await createApp({
      orm: db.orm,
      config,
      logger,
      signingSecret: config.jwt.secret ?? '',
    });
    const server = backline.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    handle.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    handle.services = backline.services;
    handle.config = config;
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backline.stop();
    };
  });
  afterAll(() => close());
  return handle;
}
