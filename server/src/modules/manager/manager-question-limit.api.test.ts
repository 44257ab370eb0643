import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql, postJson } from '../../test/http-client.js';
import { signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db, () => ({ RATE_LIMIT_MANAGER_QUESTIONS_PER_MINUTE: '3' }));

const ASK = 'mutation($q: String!) { askManager(input: { question: $q }) { content } }';

describe('questions to the manager, each of which may cost calls to a paid model', () => {
  it('are counted per artist over GraphQL (aliases included) and REST together', async () => {
    const [artist, other] = await Promise.all([
      signUpArtist(server.url, 'Ask Alot'),
      signUpArtist(server.url, 'Asks Once'),
    ]);
    const aliased = await graphql(
      server.url,
      `mutation {
        a: askManager(input: { question: "How do I mix?" }) { content }
        b: askManager(input: { question: "How do I master?" }) { content }
      }`,
      {},
      artist.token,
    );
    expect(aliased.errors).toBeUndefined();

    const third = await postJson(
      server.url,
      '/manager/answers',
      { question: 'And playlists?' },
      {
        authorization: `Bearer ${artist.token}`,
      },
    );
    expect(third.status).toBe(201);

    const refused = await postJson(
      server.url,
      '/manager/answers',
      { question: 'One more?' },
      {
        authorization: `Bearer ${artist.token}`,
        accept: 'text/event-stream',
      },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGraphql = await graphql(server.url, ASK, { q: 'Still there?' }, artist.token);
    expect(errorCodes(overGraphql)).toEqual(['TOO_MANY_REQUESTS']);

    // Another artist's questions are their own to count.
    const theirs = await graphql(server.url, ASK, { q: 'How do I release?' }, other.token);
    expect(theirs.errors).toBeUndefined();
  });
});
