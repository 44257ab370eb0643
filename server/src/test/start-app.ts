import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { type Logger, pino } from 'pino';
import { createApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { listen } from '../http/listen.js';
import type { FeatureModule } from '../modules/feature-module.js';
import { resolveSigningSecret } from '../modules/secrets/signing-secret.js';
import type { Services } from '../services.js';

export interface StartedApp {
  readonly url: string;
  /** The Express app itself (the audits read its routes). */
  readonly app: Express;
  readonly services: Services;
  /** Closes open connections, the HTTP server and the GraphQL server (not the ORM). */
  close(): Promise<void>;
}

/**
 * The real app (createApp) listening on a free loopback port: for tests and benchmarks. The signing
 * secret is found as main.ts finds it: JWT_SECRET, else the one shared through the database.
 */
export async function startApp(
  orm: MikroORM,
  config: AppConfig,
  logger: Logger = pino({ level: 'silent' }),
  modules?: readonly FeatureModule[],
): Promise<StartedApp> {
  const signingSecret = await resolveSigningSecret(orm.em.fork(), config.jwt.secret, config.dataDir);
  const backline = await createApp({ orm, config, logger, signingSecret, modules });
  const server = await listen(backline.app, 0, '127.0.0.1');
  backline.serveSubscriptions(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    app: backline.app,
    services: backline.services,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backline.stop();
    },
  };
}
