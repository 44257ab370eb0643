import 'reflect-metadata';
import fs from 'node:fs/promises';
import type { Express } from 'express';
import { createScratchDatabase } from '../../bench/scratch-database.js';
import { openDatabase } from '../../server/src/db/database.js';
import { startApp } from '../../server/src/test/start-app.js';
import { testConfig } from '../../server/src/test/test-config.js';
import { captureAppLog, type LoggedProblem } from './app-log.js';

/** The settings both audits run the app with: rate limits out of the way, tokens that outlive a long run. */
export const AUDIT_CONFIG: Record<string, string> = {
  RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '1000000',
  RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '1000000',
  RATE_LIMIT_MANAGER_QUESTIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
};

export interface AuditApp {
  readonly url: string;
  readonly app: Express;
  readonly problems: LoggedProblem[];
}

/**
 * For the command-line runs: the real app (createApp) in this process, on an empty scratch database
 * migrated for the run (BENCH_DATABASE_URL's server, default 127.0.0.1:5432), with a storage folder
 * of its own; everything is stopped and removed afterwards.
 */
export async function withAuditApp<T>(run: (app: AuditApp) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase();
  const orm = await openDatabase(scratch.url);
  const config = testConfig(AUDIT_CONFIG);
  const { logger, problems } = captureAppLog();
  try {
    const started = await startApp(orm, config, logger);
    try {
      return await run({ url: started.url, app: started.app, problems });
    } finally {
      await started.close();
    }
  } finally {
    await orm.close();
    await scratch.drop();
    await fs.rm(config.storage.dir, { recursive: true, force: true });
  }
}
