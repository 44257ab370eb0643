import type { SessionTokens } from '../../auth/token-store';

/** A refused sign-in or registration, with the server's own words for it. */
export class AccountRequestError extends Error {}

/**
 * Signs in or registers over the REST paths of the description (`POST /login`, `POST /register`),
 * with plain fetch: the public pages need no GraphQL client, so they load without Apollo.
 * Resolves to the new session's tokens; rejects with the server's message, or the fallback when the
 * server could not be reached or gave none.
 */
export async function requestSession(
  path: '/login' | '/register',
  body: Record<string, string>,
  fallback: string,
): Promise<SessionTokens> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AccountRequestError(fallback);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<SessionTokens> & { message?: string };
  if (!response.ok || !answer.accessToken || !answer.refreshToken)
    throw new AccountRequestError(answer.message || fallback);
  return { accessToken: answer.accessToken, refreshToken: answer.refreshToken };
}
