import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { RequestContext } from '../http/request-context.js';
import type { Authentication } from '../modules/accounts/account.service.js';
import type { FeatureModule } from '../modules/feature-module.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from './context.js';
import { createLoaders } from './loaders.js';

interface LiveOptions {
  server: Server;
  schema: GraphQLSchema;
  orm: MikroORM;
  services: Services;
  modules: readonly FeatureModule[];
  logger: Logger;
  publicUrl?: string;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the app's own port and path, /graphql: the
 * socket is accepted only with a live access token in `connection_init` ({ accessToken }); a client
 * renews it by connecting again when it refreshes its token. Each subscription gets a context of its
 * own, as a request does. Answers a function that closes every socket.
 */
export function serveSubscriptions(options: LiveOptions): () => Promise<void> {
  const { server, schema, orm, services, modules, logger } = options;
  const sockets = new WebSocketServer({ server, path: '/graphql' });
  const serving = useServer<{ accessToken?: unknown }, { auth: Authentication }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.accessToken;
        if (typeof token !== 'string') return false;
        const auth = await services.accounts.authenticate(orm.em.fork(), token);
        if (!auth) return false;
        ctx.extra.auth = auth;
        return true;
      },
      context: (ctx): GraphQLContext => {
        const request = ctx.extra.request;
        const context: RequestContext = {
          requestId: randomUUID(),
          em: orm.em.fork({ useContext: true }),
          clientAddress: request.socket.remoteAddress ?? 'unknown',
          auth: ctx.extra.auth ?? null,
          log: logger,
          publicOrigin: options.publicUrl ?? `http://${request.headers.host ?? 'localhost'}`,
        };
        return { ...context, services, loaders: createLoaders(context, services, modules) };
      },
    },
    sockets,
  );
  return async () => {
    await serving.dispose();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
