import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CARD = 'id artistName role avatar connected connectsBack mutual';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const SEARCH = `query ($name: String!) { artistSearch(name: $name) { ${CARD} } }`;
const CONNECT = `mutation ($id: ID!) { connectWithArtist(artistId: $id) { ${CARD} } }`;
const DISCONNECT = `mutation ($id: ID!) { disconnectFromArtist(artistId: $id) { ${CARD} } }`;
const NETWORK = `query { network { connectionCount mutualCount connections { ${CARD} } requests { id } } }`;
const SEND =
  'mutation ($id: ID!, $body: String!) { sendDirectMessage(artistId: $id, body: $body) { id body fromMe } }';
const CONVERSATION = `query ($id: ID!) { conversation(artistId: $id) { canMessage artist { id } messages { body fromMe } } }`;
const INBOX =
  'query { notifications { unreadCount openTasksToday notifications { id kind text link read } } }';

async function register(artistName: string) {
  const answer = await graphql(server.url, REGISTER, {
    input: { email: uniqueEmail(), password: 'correct horse battery', artistName },
  });
  return { token: answer.data?.register.accessToken as string, id: answer.data?.register.user.id as string };
}

let nova: { token: string; id: string };
let echo: { token: string; id: string };
beforeEach(async () => {
  nova = await register('Nova Lane');
  echo = await register('Echo Park');
});

describe('My Network over GraphQL', () => {
  it('finds, connects both ways, messages and notifies', async () => {
    const found = await graphql(server.url, SEARCH, { name: 'echo' }, nova.token);
    expect(found.data?.artistSearch).toEqual([
      {
        id: echo.id,
        artistName: 'Echo Park',
        role: 'Independent Artist',
        avatar: '🎧',
        connected: false,
        connectsBack: false,
        mutual: false,
      },
    ]);
    expect(JSON.stringify(found.data)).not.toContain('@example.com');

    await graphql(server.url, CONNECT, { id: echo.id }, nova.token);
    const echoInbox = await graphql(server.url, INBOX, {}, echo.token);
    expect(echoInbox.data?.notifications).toMatchObject({
      unreadCount: 1,
      // The strategist, chosen at registration, has planned the day.
      openTasksToday: expect.any(Number),
      notifications: [
        { kind: 'CONNECTION', text: 'Nova Lane connected with you', link: '/app/network', read: false },
      ],
    });
    const closed = await graphql(server.url, SEND, { id: nova.id, body: 'Hi' }, echo.token);
    expect(closed.errors?.[0]).toMatchObject({
      message: 'You can message Nova Lane once you have both connected.',
      extensions: { code: 'FORBIDDEN' },
    });

    const back = await graphql(server.url, CONNECT, { id: nova.id }, echo.token);
    expect(back.data?.connectWithArtist).toMatchObject({ mutual: true });
    const network = await graphql(server.url, NETWORK, {}, nova.token);
    expect(network.data?.network).toMatchObject({ connectionCount: 1, mutualCount: 1, requests: [] });

    const sent = await graphql(server.url, SEND, { id: echo.id, body: 'Collab on Friday?' }, nova.token);
    expect(sent.data?.sendDirectMessage).toMatchObject({ body: 'Collab on Friday?', fromMe: true });
    const conversation = await graphql(server.url, CONVERSATION, { id: nova.id }, echo.token);
    expect(conversation.data?.conversation).toEqual({
      canMessage: true,
      artist: { id: nova.id },
      messages: [{ body: 'Collab on Friday?', fromMe: false }],
    });
    const afterReading = await graphql(server.url, INBOX, {}, echo.token);
    expect(afterReading.data?.notifications.unreadCount).toBe(1);
    expect(afterReading.data?.notifications.notifications[0]).toMatchObject({ kind: 'MESSAGE', read: true });

    const left = await graphql(server.url, DISCONNECT, { id: echo.id }, nova.token);
    expect(left.data?.disconnectFromArtist).toMatchObject({
      connected: false,
      connectsBack: true,
      mutual: false,
    });
  });

  it('answers with clear errors and codes', async () => {
    const self = await graphql(server.url, CONNECT, { id: nova.id }, nova.token);
    expect(self.errors?.[0]).toMatchObject({
      message: 'You cannot connect with yourself.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await graphql(
      server.url,
      CONVERSATION,
      { id: '3f1c2d6e-1d4b-4a57-9a4e-2f7b8c9d0e1f' },
      nova.token,
    );
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Artist not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    await graphql(server.url, CONNECT, { id: echo.id }, nova.token);
    await graphql(server.url, CONNECT, { id: nova.id }, echo.token);
    const blank = await graphql(server.url, SEND, { id: echo.id, body: '   ' }, nova.token);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Write a message before sending.',
      extensions: { code: 'BAD_USER_INPUT', field: 'body' },
    });
  });

  it('answers UNAUTHENTICATED without a signed-in caller', async () => {
    for (const [query, variables] of [
      [SEARCH, { name: 'a' }],
      [NETWORK, {}],
      [INBOX, {}],
      [CONNECT, { id: echo.id }],
      [CONVERSATION, { id: echo.id }],
      ['mutation { markAllNotificationsRead }', {}],
    ] as const) {
      expect(errorCodes(await graphql(server.url, query, variables))).toEqual(['UNAUTHENTICATED']);
    }
  });
});
