import type { ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { renewAccessToken } from '../auth/session-renewal';
import { readTokens, subscribeToTokens } from '../auth/token-store';

/** A token this close to its expiry is renewed before a socket opens with it (clock skew). */
const RENEW_WITHIN_MS = 1000;

/** When an access token (a JWT) expires, from its payload; null if it cannot be read. */
function expiresAt(accessToken: string): number | null {
  try {
    const payload = JSON.parse(atob(accessToken.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The access token to open a socket with: renewed first only when it has expired (a socket opened
 * again after a drop), so an open socket never renews a session on its own.
 */
async function freshAccessToken(): Promise<string | undefined> {
  const token = readTokens()?.accessToken;
  if (!token) return undefined;
  const expiry = expiresAt(token);
  if (expiry !== null && expiry - Date.now() < RENEW_WITHIN_MS)
    return (await renewAccessToken(token)) ?? undefined;
  return token;
}

/** A closed socket is tried again after this long, doubling up to LONGEST_WAIT_MS. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 15_000;

/**
 * GraphQL subscriptions over the app's own /graphql, by WebSocket (graphql-ws). The socket opens
 * with the first subscription and carries the access token in `connection_init`; when the token is
 * renewed (here or in another tab) the socket is opened again with the new one. A socket that closes
 * is retried, and once it is back `onReconnected` runs, so the screens fetch what they missed.
 */
export function createLiveLink(onReconnected: () => void): GraphQLWsLink {
  let connectedBefore = false;
  const client = createClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    // The server closes a socket whose session ended or whose token expired (4401); the next one
    // opens with a renewed token.
    connectionParams: async () => ({ accessToken: await freshAccessToken() }),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      const wait = Math.min(FIRST_WAIT_MS * 2 ** retries, LONGEST_WAIT_MS);
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
    on: {
      connected: () => {
        if (connectedBefore) onReconnected();
        connectedBefore = true;
      },
    },
  });
  let token = readTokens()?.accessToken;
  subscribeToTokens(() => {
    const renewed = readTokens()?.accessToken;
    if (renewed === token) return;
    token = renewed;
    // Closed at once and opened again with the new token (connectionParams are read per socket).
    client.terminate();
  });
  return new GraphQLWsLink(client);
}

/** After a reconnection: what the screens show is fetched again. */
export function refetchAfterReconnecting(apollo: () => ApolloClient | undefined): () => void {
  return () => void apollo()?.refetchQueries({ include: 'active' });
}
