import { print } from 'graphql';
import { RefreshSessionDocument } from './session-renewal.generated';
import { clearTokens, readTokens, writeTokens } from './token-store';

let renewal: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new pair, once for however many operations failed together.
 * Refresh tokens are single-use and reuse revokes the session, so tabs take turns through a Web Lock
 * and a tab that finds the pair already renewed by another simply uses it.
 * Resolves to the new access token, or null when the session is over (then the tokens are cleared).
 */
export function renewAccessToken(staleAccessToken: string): Promise<string | null> {
  renewal ??= withRenewalLock(() => renewUnlessRenewed(staleAccessToken)).finally(() => {
    renewal = null;
  });
  return renewal;
}

async function renewUnlessRenewed(staleAccessToken: string): Promise<string | null> {
  const current = readTokens();
  if (!current) return null;
  if (current.accessToken !== staleAccessToken) return current.accessToken;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'RefreshSession',
      query: print(RefreshSessionDocument),
      variables: { input: { refreshToken: current.refreshToken } },
    }),
  });
  const body = (await response.json()) as {
    data?: { refreshSession?: { accessToken: string; refreshToken: string } };
  };
  const renewed = body.data?.refreshSession;
  if (!renewed) {
    clearTokens();
    return null;
  }
  writeTokens(renewed);
  return renewed.accessToken;
}

async function withRenewalLock<T>(task: () => Promise<T>): Promise<T> {
  if (!navigator.locks) return task();
  return (await navigator.locks.request('backline-session-renewal', task)) as T;
}
