import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { AppConfig } from '../config.js';
import type { RequestContext } from '../http/request-context.js';
import type { Authentication } from '../modules/accounts/account.service.js';
import type { FeatureModule } from '../modules/feature-module.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from './context.js';
import { graphqlErrorFormatter } from './format-error.js';
import { createLoaders, type Loaders } from './loaders.js';
import { queryLimitRules } from './query-limits.js';

/** A frame larger than this closes the socket: a subscription document is small. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Subscriptions one socket may hold at once (a screen holds a few). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** A socket's session is checked again this often: ended, the socket closes. */
const SESSION_CHECK_MS = 15_000;
/** Close code for a session that ended or a token that expired (the client reconnects with a new one). */
export const SESSION_ENDED = 4401;

interface LiveOptions {
  server: Server;
  schema: GraphQLSchema;
  orm: MikroORM;
  services: Services;
  modules: readonly FeatureModule[];
  logger: Logger;
  config: AppConfig;
}

interface SocketState {
  auth: Authentication;
  timer?: NodeJS.Timeout;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the app's own port and path, /graphql. The
 * socket is for subscriptions only (queries and mutations go over HTTP, with its rate limits and
 * checks); it opens only with a live access token in `connection_init` ({ accessToken }) and closes
 * (4401) once that session ends (sign-out, revocation, account deletion).
 * Documents meet the HTTP path's limits (tokens, depth, aliases, cost) and errors its formatter.
 * Each subscription gets a context of its own. Answers a function that closes every socket.
 */
export function serveSubscriptions(options: LiveOptions): () => Promise<void> {
  const { server, schema, orm, services, modules, logger, config } = options;
  const sockets = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_FRAME_BYTES });
  const rules = [...specifiedRules, ...queryLimitRules(config.graphql)];
  const formatError = graphqlErrorFormatter({ suggestions: config.graphql.suggestions });
  /** An error as the HTTP path would answer it: the known message and code, nothing internal. */
  const shaped = (error: GraphQLError) => {
    const { message, extensions } = formatError(error.toJSON(), error);
    return new GraphQLError(message, { extensions });
  };
  const formatted = (result: ExecutionResult) =>
    result.errors ? { ...result, errors: result.errors.map(shaped) } : result;

  const signedIn = async (token: string) => services.accounts.authenticate(orm.em.fork(), token);
  // After the socket opened with a valid token, what ends it is its session ending (sign-out,
  // revocation, account deletion), not the token's short lifetime: an idle tab keeps its updates.
  const stillLive = async (auth: Authentication) => services.accounts.sessionIsLive(orm.em.fork(), auth);

  const serving = useServer<{ accessToken?: unknown }, { live?: SocketState }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.accessToken;
        if (typeof token !== 'string') return false;
        const auth = await signedIn(token);
        if (!auth) return false;
        const state: SocketState = { auth };
        ctx.extra.live = state;
        // The session is checked again while the socket lives; ended, the socket closes.
        const check = async () => {
          if (await stillLive(auth)) return;
          ctx.extra.socket.close(SESSION_ENDED, 'Session ended');
        };
        state.timer = setInterval(() => void check().catch(() => undefined), SESSION_CHECK_MS);
        ctx.extra.socket.once('close', () => clearInterval(state.timer));
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const state = ctx.extra.live;
        if (!state || !(await stillLive(state.auth))) {
          ctx.extra.socket.close(SESSION_ENDED, 'Session ended');
          return [new GraphQLError('Please sign in again.', { extensions: { code: 'UNAUTHENTICATED' } })];
        }
        // graphql-ws has entered this one already, while it is being set up.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [
            new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection.`, {
              extensions: { code: 'BAD_REQUEST' },
            }),
          ];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: config.graphql.maxTokens });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The query could not be read.')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) {
          return errors.map(
            (error) => new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
          );
        }
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return [
            new GraphQLError(
              'Queries and mutations go over HTTP (POST /graphql); this socket serves subscriptions.',
              {
                extensions: { code: 'BAD_REQUEST' },
              },
            ),
          ];
        }
        // Variables that do not fit their types are the client's mistake, as over HTTP.
        const variables = getVariableValues(
          schema,
          operation.variableDefinitions ?? [],
          payload.variables ?? {},
          {
            maxErrors: 10,
          },
        );
        if (variables.errors) {
          return variables.errors.map(
            (error) => new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } }),
          );
        }
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue: contextFor(ctx.extra.request, state.auth),
        };
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        // The next event reads afresh: nothing one delivery loaded is served to the next.
        renewals.get(args.contextValue as GraphQLContext)?.();
        return formatted(result as ExecutionResult);
      },
      onError: (_ctx, _id, _payload, errors) => errors.map(shaped),
    },
    sockets,
  );

  /** Drops what a subscription's context loaded for one delivery (its unit of work and loaders). */
  const renewals = new WeakMap<GraphQLContext, () => void>();

  function contextFor(
    request: { socket: { remoteAddress?: string }; headers: { host?: string } },
    auth: Authentication,
  ): GraphQLContext {
    // A subscription mostly waits: its unit of work and loaders are made when first used, so a
    // thousand open subscriptions hold little (bench/live-fanout.ts measures it), and dropped after
    // each delivery, so a name changed since the last event is read as it is now.
    let em: EntityManager | undefined;
    let loaders: Loaders | undefined;
    const context: RequestContext = {
      requestId: randomUUID(),
      get em() {
        em ??= orm.em.fork({ useContext: true });
        return em;
      },
      clientAddress: request.socket.remoteAddress ?? 'unknown',
      auth,
      log: logger,
      publicOrigin: config.publicUrl ?? `http://${request.headers.host ?? 'localhost'}`,
    };
    const graphqlContext = Object.defineProperties({} as GraphQLContext, {
      ...Object.getOwnPropertyDescriptors(context),
      services: { value: services, enumerable: true },
      loaders: {
        enumerable: true,
        get: () => {
          loaders ??= createLoaders(context, services, modules);
          return loaders;
        },
      },
    });
    renewals.set(graphqlContext, () => {
      em = undefined;
      loaders = undefined;
    });
    return graphqlContext;
  }

  return async () => {
    for (const socket of sockets.clients) socket.close(1000, 'Server stopping');
    await serving.dispose();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
