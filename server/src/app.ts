import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import cors from 'cors';
import express, { type Express } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from './config.js';
import { refuseSecondConnections } from './db/connection-guard.js';
import type { GraphQLContext } from './graphql/context.js';
import { controlCharactersPlugin } from './graphql/control-characters-plugin.js';
import { errorLogPlugin, graphqlErrorFormatter } from './graphql/format-error.js';
import { knownOperationTypesRule } from './graphql/known-operation-types.js';
import { serveSubscriptions } from './graphql/live-server.js';
import { createLoaders } from './graphql/loaders.js';
import {
  PERSISTED_QUERY_TTL_SECONDS,
  PersistedQueryStore,
  persistedQueriesFromSignedInCallers,
} from './graphql/persisted-query-store.js';
import { stringifyAnswer } from './graphql/precomputed-json.js';
import { queryLimitRules } from './graphql/query-limits.js';
import { countGraphqlRequests, refuseOversizedDocuments } from './graphql/request-limits.js';
import { buildAppSchema } from './graphql/schema.js';
import { serviceUnavailableStatus } from './graphql/unavailable-status.js';
import { wholeListGateway } from './graphql/whole-lists.js';
import { clientAppRoutes, graphqlExplorerPage } from './http/client-app.js';
import { compressAnswers } from './http/compress-answers.js';
import { drainUnreadBody } from './http/drain-unread-body.js';
import { graphqlTransportErrorHandler, restErrorHandler, restNotFound } from './http/error-handler.js';
import { serializeErrorForLog } from './http/error-log-serializer.js';
import { healthRoutes } from './http/health.js';
import { withClientStatusOnUploadErrors } from './http/multipart.js';
import { noStore } from './http/no-store.js';
import { refuseControlCharacters } from './http/refuse-control-characters.js';
import { requestContextMiddleware, requestIdFor } from './http/request-context.js';
import { forAnyone, refuseUndeclaredRoutes } from './http/route-access.js';
import { SessionRevocationFeed } from './modules/accounts/session-revocation-feed.js';
import type { FeatureModule } from './modules/feature-module.js';
import { FEATURE_MODULES } from './modules/index.js';
import { createServices, type Services } from './services.js';

export interface CreateAppOptions {
  orm: MikroORM;
  config: AppConfig;
  logger: Logger;
  signingSecret: string;
  /** The modules to assemble: the app's list unless a test adds one. */
  modules?: readonly FeatureModule[];
}

export interface BacklineApp {
  readonly app: Express;
  readonly services: Services;
  /** Serves GraphQL subscriptions (graphql-ws) on the listening server's /graphql. */
  serveSubscriptions(server: Server): void;
  /** Stops the GraphQL server, the modules' background work and the storage's connections; the caller closes the HTTP server and the database. */
  stop(): Promise<void>;
}

/** The whole HTTP app (GraphQL, REST, the web client) without listening, so tests can run it too. */
export async function createApp({
  orm,
  config,
  logger,
  signingSecret,
  modules = FEATURE_MODULES,
}: CreateAppOptions): Promise<BacklineApp> {
  // Whatever logger is passed in, errors are logged without SQL parameter values.
  const log = logger.child({}, { serializers: { err: serializeErrorForLog } });
  // A request never holds one pooled connection while it waits for another (db/connection-guard.ts).
  refuseSecondConnections(orm);
  const services = createServices(orm, config, signingSecret, modules);
  const schema = await buildAppSchema(modules);
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema as it is, each request run with graphql-js with its waveform lists read whole.
    gateway: wholeListGateway(schema),
    introspection: config.graphql.introspection,
    hideSchemaDetailsFromClientErrors: !config.graphql.suggestions,
    csrfPrevention: true,
    // Parsing stops at the token limit, before validation's cost grows with the document.
    parseOptions: { maxTokens: config.graphql.maxTokens },
    persistedQueries: {
      cache: new PersistedQueryStore(orm, config.graphql.persistedQueriesMax),
      ttl: PERSISTED_QUERY_TTL_SECONDS,
    },
    validationRules: [...queryLimitRules(config.graphql), knownOperationTypesRule],
    formatError: graphqlErrorFormatter({ suggestions: config.graphql.suggestions }),
    includeStacktraceInErrorResponses: false,
    // Compact JSON (Apollo's default indents every answer, a third more bytes on a track page), with
    // the waveforms' level lists written once and spliced in.
    stringifyResult: stringifyAnswer,
    // Answers are private to their user, so no cache hints; the per-field hooks of both would cost
    // more than the fields themselves on a 50-track page (bench/library-latency.ts).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      serviceUnavailableStatus(),
      errorLogPlugin(log),
      controlCharactersPlugin(),
      persistedQueriesFromSignedInCallers(),
    ],
  });
  await apollo.start();
  const revocations = new SessionRevocationFeed(orm.config.getClientUrl(), services.liveSessions, log);
  revocations.start();
  services.live.start(log);
  for (const feature of modules) feature.start?.(services, log);
  let closeSubscriptions: (() => Promise<void>) | null = null;

  const client = clientAppRoutes(config.clientDistDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(log));
  // No upgrade-insecure-requests: the app is also served over plain HTTP (localhost, a LAN address).
  app.use(
    helmet({
      contentSecurityPolicy: {
        // blob: media: the player and the voice recorder play audio the browser holds in memory; blob:
        // images: a cover or photo chosen in a dialog shows from the device before it is saved.
        directives: {
          upgradeInsecureRequests: null,
          mediaSrc: ["'self'", 'blob:'],
          imgSrc: ["'self'", 'data:', 'blob:'],
        },
      },
    }),
  );
  // Cross-origin calls only from a separately served client; with none, no CORS headers at all (and no
  // middleware run on every request).
  if (config.clientOrigin) app.use(cors({ origin: [config.clientOrigin] }));
  app.use(healthRoutes(orm));
  // An upload answered before its body was read still reaches its client (the form's fields: 1 MiB).
  app.use(drainUnreadBody(config.storage.maxUploadBytes + 1024 * 1024));
  app.use(compressAnswers());
  app.use(client.assets);
  app.use(express.json({ limit: config.jsonBodyLimit }));
  app.use(requestContextMiddleware(orm, services.accounts, config.publicUrl));
  if (config.graphql.explorer) app.get('/graphql', forAnyone(graphqlExplorerPage(config.clientDistDir)));
  app.use(
    '/graphql',
    noStore,
    countGraphqlRequests(orm.em.getConnection().getKnex(), config.rateLimits),
    // Multipart uploads (GraphQL multipart request spec): one file, limited one byte over ours so the
    // track service answers with its own message; operations and map are small JSON fields.
    withClientStatusOnUploadErrors(
      graphqlUploadExpress({
        maxFiles: 1,
        maxFileSize: config.storage.maxUploadBytes + 1,
        maxFieldSize: 64 * 1024,
      }),
    ),
    refuseOversizedDocuments(config.graphql),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        ...req.context,
        services,
        loaders: createLoaders(req.context, services, modules),
      }),
    }),
  );
  // Errors before Apollo (the session lookup above, the body, the multipart form) in GraphQL's shape.
  app.use('/graphql', graphqlTransportErrorHandler);
  // REST from here on (GraphQL checks its own inputs in controlCharactersPlugin).
  app.use(refuseControlCharacters);
  for (const feature of modules) if (feature.routes) app.use(feature.routes(services));
  app.use(client.pages);
  app.use(restNotFound);
  // Errors raised before a router (an unreadable body, a control character) in each path's shape.
  app.use('/waitlist', restErrorHandler('error'));
  app.use(restErrorHandler());
  refuseUndeclaredRoutes(app);
  return {
    app,
    services,
    serveSubscriptions: (server) => {
      closeSubscriptions = serveSubscriptions({
        server,
        schema,
        orm,
        services,
        modules,
        logger: log,
        config,
      });
    },
    stop: async () => {
      await closeSubscriptions?.();
      await services.live.stop();
      await apollo.stop();
      await revocations.stop();
      for (const feature of [...modules].reverse()) await feature.stop?.(services);
      await services.storage.close();
    },
  };
}

/** One JSON line per request with its id; paths only (query strings may hold signed URLs). */
function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeErrorForLog,
    },
  });
}
