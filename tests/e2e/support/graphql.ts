import type { APIRequestContext } from '@playwright/test';
import type { Artist } from './artists.js';

/** Runs a GraphQL operation as the artist, for setting up what a test is not about; throws on errors. */
export async function graphqlAs<T = Record<string, unknown>>(
  request: APIRequestContext,
  artist: Artist,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${artist.accessToken}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
