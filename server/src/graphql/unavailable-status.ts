import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context.js';

/**
 * Answers HTTP 503 with Retry-After when an operation failed because the database is unavailable
 * (an error with extensions.code SERVICE_UNAVAILABLE, see format-error.ts), so HTTP clients, proxies
 * and monitors see the outage as well as the GraphQL error in the body.
 */
export function serviceUnavailableStatus(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .filter((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')
            .map((error) => Number(error.extensions?.retryAfterSeconds) || 1);
          if (waits.length === 0) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(Math.max(...waits)));
        },
      };
    },
  };
}
