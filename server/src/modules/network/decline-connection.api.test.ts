import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const CONNECT = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
const DECLINE = `mutation ($id: ID!) {
  declineConnection(input: { artistId: $id }) { id connected connectsBack mutual }
}`;
const STANDING = `{
  network { requests { nodes { id } } }
  notifications { unreadCount }
}`;

interface Artist {
  token: string;
  id: string;
}

async function register(artistName: string): Promise<Artist> {
  const answer = await graphql(server.url, REGISTER, {
    input: { email: uniqueEmail(), password: 'correct horse battery', artistName },
  });
  return { token: answer.data?.register.accessToken as string, id: answer.data?.register.user.id as string };
}

describe('declining a request to connect over GraphQL', () => {
  it('takes the request and its notification away, and leaves the asker none the wiser', async () => {
    const nova = await register('Nova');
    const echo = await register('Echo');
    await graphql(server.url, CONNECT, { id: echo.id }, nova.token);
    const before = await graphql(server.url, STANDING, {}, echo.token);
    expect(before.data).toMatchObject({
      network: { requests: { nodes: [{ id: nova.id }] } },
      notifications: { unreadCount: 1 },
    });

    const declined = await graphql(server.url, DECLINE, { id: nova.id }, echo.token);
    expect(declined.data?.declineConnection).toEqual({
      id: nova.id,
      connected: false,
      connectsBack: false,
      mutual: false,
    });
    const after = await graphql(server.url, STANDING, {}, echo.token);
    expect(after.data).toMatchObject({
      network: { requests: { nodes: [] } },
      notifications: { unreadCount: 0 },
    });
    // Nova's own notifications are untouched; Nova may ask again.
    const novaInbox = await graphql(server.url, STANDING, {}, nova.token);
    expect(novaInbox.data?.notifications.unreadCount).toBe(0);
    expect(errorCodes(await graphql(server.url, DECLINE, { id: nova.id }, echo.token))).toEqual([]);
  });

  it('refuses to decline a mutual connection, and an unknown artist is NOT_FOUND', async () => {
    const nova = await register('Nova');
    const echo = await register('Echo');
    await graphql(server.url, CONNECT, { id: echo.id }, nova.token);
    await graphql(server.url, CONNECT, { id: nova.id }, echo.token);
    const refused = await graphql(server.url, DECLINE, { id: nova.id }, echo.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You are connected with Nova: disconnect instead.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await graphql(
      server.url,
      DECLINE,
      { id: '5f0c6a2e-8a43-4c1e-9d6b-2f7f1b8c0a11' },
      echo.token,
    );
    expect(errorCodes(unknown)).toEqual(['NOT_FOUND']);
  });
});
