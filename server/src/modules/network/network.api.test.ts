import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CARD = 'id artistName role avatar connected connectsBack mutual';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const SEARCH = `query ($name: String!) { artistSearch(name: $name) { totalCount nodes { ${CARD} } } }`;
const CONNECT = `mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { ${CARD} } }`;
const DISCONNECT = `mutation ($id: ID!) { disconnectFromArtist(input: { artistId: $id }) { ${CARD} } }`;
const NETWORK = `query {
  network { connectionCount mutualCount connections(first: 50) { nodes { ${CARD} } } requests { nodes { id } } }
}`;
const SEND =
  'mutation ($id: ID!, $body: String!) { sendDirectMessage(input: { artistId: $id, body: $body }) { id body fromMe } }';
const CONVERSATION = `query ($id: ID!) {
  conversation(artistId: $id) { canMessage artist { id } messages(last: 50) { nodes { body fromMe } } }
}`;
const MARK_READ = `mutation ($id: ID!) { markConversationRead(input: { artistId: $id }) { canMessage artist { id } } }`;
const INBOX = `query {
  notifications { unreadCount openTasksToday notifications { nodes { id kind text read actor { id artistName } } } }
}`;

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
    expect(found.data?.artistSearch.totalCount).toBe(1);
    expect(found.data?.artistSearch.nodes).toEqual([
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
      notifications: {
        nodes: [
          {
            kind: 'CONNECTION',
            text: 'Nova Lane wants to connect with you',
            read: false,
            actor: { id: nova.id, artistName: 'Nova Lane' },
          },
        ],
      },
    });
    const closed = await graphql(server.url, SEND, { id: nova.id, body: 'Hi' }, echo.token);
    expect(closed.errors?.[0]).toMatchObject({
      message: 'You can message Nova Lane once you have both connected.',
      extensions: { code: 'FORBIDDEN' },
    });

    const back = await graphql(server.url, CONNECT, { id: nova.id }, echo.token);
    expect(back.data?.connectWithArtist).toMatchObject({ mutual: true });
    // Accepting answers the request: its notification is read, and the bell has nothing unread.
    const answered = await graphql(server.url, INBOX, {}, echo.token);
    expect(answered.data?.notifications).toMatchObject({
      unreadCount: 0,
      notifications: { nodes: [{ kind: 'CONNECTION', read: true, actor: { id: nova.id } }] },
    });
    const network = await graphql(server.url, NETWORK, {}, nova.token);
    expect(network.data?.network).toMatchObject({
      connectionCount: 1,
      mutualCount: 1,
      connections: { nodes: [{ id: echo.id, mutual: true }] },
      requests: { nodes: [] },
    });

    const sent = await graphql(server.url, SEND, { id: echo.id, body: 'Collab on Friday?' }, nova.token);
    expect(sent.data?.sendDirectMessage).toMatchObject({ body: 'Collab on Friday?', fromMe: true });
    const conversation = await graphql(server.url, CONVERSATION, { id: nova.id }, echo.token);
    expect(conversation.data?.conversation).toEqual({
      canMessage: true,
      artist: { id: nova.id },
      messages: { nodes: [{ body: 'Collab on Friday?', fromMe: false }] },
    });
    // Reading the conversation changes nothing; marking it read marks the message's notification.
    const beforeMarking = await graphql(server.url, INBOX, {}, echo.token);
    expect(beforeMarking.data?.notifications.unreadCount).toBe(1);
    expect(beforeMarking.data?.notifications.notifications.nodes[0]).toMatchObject({
      kind: 'MESSAGE',
      read: false,
    });
    const marked = await graphql(server.url, MARK_READ, { id: nova.id }, echo.token);
    expect(marked.data?.markConversationRead).toEqual({ canMessage: true, artist: { id: nova.id } });
    const afterReading = await graphql(server.url, INBOX, {}, echo.token);
    expect(afterReading.data?.notifications.unreadCount).toBe(0);
    expect(afterReading.data?.notifications.notifications.nodes[0]).toMatchObject({
      kind: 'MESSAGE',
      read: true,
    });

    const left = await graphql(server.url, DISCONNECT, { id: echo.id }, nova.token);
    expect(left.data?.disconnectFromArtist).toMatchObject({
      connected: false,
      connectsBack: true,
      mutual: false,
    });
  });

  it('lists connections that are mutual apart from requests awaiting a reply, and both when not asked', async () => {
    const lyra = await register('Lyra Vale');
    // Nova and Echo connect both ways; Nova's request to Lyra waits for her.
    await graphql(server.url, CONNECT, { id: echo.id }, nova.token);
    await graphql(server.url, CONNECT, { id: nova.id }, echo.token);
    await graphql(server.url, CONNECT, { id: lyra.id }, nova.token);
    const LISTS = `query {
      network {
        all: connections { nodes { id mutual } }
        mutual: connections(mutual: true) { totalCount nodes { id mutual } }
        awaiting: connections(mutual: false) { totalCount nodes { id mutual } }
      }
    }`;
    const answer = await graphql(server.url, LISTS, {}, nova.token);
    expect(answer.errors).toBeUndefined();
    const network = answer.data?.network;
    expect(network.mutual).toEqual({ totalCount: 1, nodes: [{ id: echo.id, mutual: true }] });
    expect(network.awaiting).toEqual({ totalCount: 1, nodes: [{ id: lyra.id, mutual: false }] });
    expect(network.all.nodes.map((node: { id: string }) => node.id)).toEqual([lyra.id, echo.id]);
    // Lyra's side: Nova's request is hers to answer, not a connection of hers.
    const lyraSide = await graphql(server.url, LISTS, {}, lyra.token);
    expect(lyraSide.data?.network.all.nodes).toEqual([]);
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
    expect(unknown.data).toEqual({ conversation: null });
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
      [MARK_READ, { id: echo.id }],
      ['mutation { markAllNotificationsRead }', {}],
    ] as const) {
      expect(errorCodes(await graphql(server.url, query, variables))).toEqual(['UNAUTHENTICATED']);
    }
  });
});

describe('the social types as nodes, pages and lookups', () => {
  const NODE = `query ($id: ID!) {
    me { id }
    node(id: $id) {
      __typename
      id
      ... on Artist { artistName connected }
      ... on DirectMessage { body fromMe }
      ... on Notification { kind actor { id } }
    }
  }`;

  async function mutual() {
    await graphql(server.url, CONNECT, { id: echo.id }, nova.token);
    await graphql(server.url, CONNECT, { id: nova.id }, echo.token);
  }

  it('keeps me when the conversation lookup misses', async () => {
    const answer = await graphql(
      server.url,
      'query ($id: ID!) { me { id } conversation(artistId: $id) { canMessage } }',
      { id: '3f1c2d6e-1d4b-4a57-9a4e-2f7b8c9d0e1f' },
      nova.token,
    );
    expect(answer.data).toEqual({ me: { id: nova.id }, conversation: null });
    expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
  });

  it('finds an artist, a message and a notification by id, each only for those who may see it', async () => {
    await mutual();
    const sent = await graphql(server.url, SEND, { id: echo.id, body: 'Hello' }, nova.token);
    const messageId = sent.data?.sendDirectMessage.id as string;
    const inbox = await graphql(server.url, INBOX, {}, echo.token);
    const notificationId = inbox.data?.notifications.notifications.nodes[0].id as string;

    const artist = await graphql(server.url, NODE, { id: echo.id }, nova.token);
    expect(artist.data?.node).toEqual({
      __typename: 'Artist',
      id: echo.id,
      artistName: 'Echo Park',
      connected: true,
    });
    const message = await graphql(server.url, NODE, { id: messageId }, echo.token);
    expect(message.data?.node).toEqual({
      __typename: 'DirectMessage',
      id: messageId,
      body: 'Hello',
      fromMe: false,
    });
    const notification = await graphql(server.url, NODE, { id: notificationId }, echo.token);
    expect(notification.data?.node).toEqual({
      __typename: 'Notification',
      id: notificationId,
      kind: 'MESSAGE',
      actor: { id: nova.id },
    });

    const third = await register('Third');
    for (const id of [messageId, notificationId]) {
      const hidden = await graphql(server.url, NODE, { id }, third.token);
      expect(hidden.data).toEqual({ me: { id: third.id }, node: null });
      expect(errorCodes(hidden)).toEqual(['NOT_FOUND']);
    }
    // Any artist is visible to any other; the caller's own id is `me`, not an Artist node.
    expect((await graphql(server.url, NODE, { id: echo.id }, third.token)).data?.node).toMatchObject({
      __typename: 'Artist',
      connected: false,
    });
    const own = await graphql(server.url, NODE, { id: nova.id }, nova.token);
    expect(own.data?.node).toBeNull();
    expect(errorCodes(own)).toEqual(['NOT_FOUND']);
  });

  it('pages a conversation back from the latest with last/before', async () => {
    await mutual();
    for (const body of ['one', 'two', 'three'])
      await graphql(server.url, SEND, { id: echo.id, body }, nova.token);
    const PAGE = `query ($id: ID!, $before: String) {
      conversation(artistId: $id) {
        messages(last: 2, before: $before) {
          totalCount
          pageInfo { hasPreviousPage hasNextPage startCursor }
          edges { cursor node { body } }
        }
      }
    }`;
    const latest = await graphql(server.url, PAGE, { id: nova.id }, echo.token);
    const messages = latest.data?.conversation.messages;
    expect(messages.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'two',
      'three',
    ]);
    expect(messages).toMatchObject({
      totalCount: 3,
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
    const earlier = await graphql(
      server.url,
      PAGE,
      { id: nova.id, before: messages.pageInfo.startCursor },
      echo.token,
    );
    expect(earlier.data?.conversation.messages.edges).toEqual([
      { cursor: expect.any(String), node: { body: 'one' } },
    ]);
    expect(earlier.data?.conversation.messages.pageInfo).toMatchObject({
      hasPreviousPage: false,
      hasNextPage: true,
    });

    const bad = await graphql(server.url, PAGE, { id: nova.id, before: 'not-a-cursor' }, echo.token);
    expect(errorCodes(bad)).toEqual(['BAD_USER_INPUT']);
  });

  it('pages search results, connections and notifications with first/after', async () => {
    const others = [];
    for (const name of ['Nova A', 'Nova B', 'Nova C']) others.push(await register(name));
    for (const other of others) await graphql(server.url, CONNECT, { id: other.id }, echo.token);
    const SEARCH_PAGE = `query ($after: String) {
      artistSearch(name: "nova", first: 2, after: $after) {
        totalCount pageInfo { hasNextPage hasPreviousPage endCursor } nodes { artistName }
      }
    }`;
    const first = await graphql(server.url, SEARCH_PAGE, {}, echo.token);
    expect(first.data?.artistSearch).toMatchObject({
      totalCount: 4,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
      nodes: [{ artistName: 'Nova A' }, { artistName: 'Nova B' }],
    });
    const second = await graphql(
      server.url,
      SEARCH_PAGE,
      { after: first.data?.artistSearch.pageInfo.endCursor },
      echo.token,
    );
    expect(second.data?.artistSearch).toMatchObject({
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
      nodes: [{ artistName: 'Nova C' }, { artistName: 'Nova Lane' }],
    });

    const CONNECTIONS = `query ($after: String) {
      network { connections(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { artistName } } }
    }`;
    const newest = await graphql(server.url, CONNECTIONS, {}, echo.token);
    expect(newest.data?.network.connections).toMatchObject({
      totalCount: 3,
      pageInfo: { hasNextPage: true },
      nodes: [{ artistName: 'Nova C' }, { artistName: 'Nova B' }],
    });
    const older = await graphql(
      server.url,
      CONNECTIONS,
      { after: newest.data?.network.connections.pageInfo.endCursor },
      echo.token,
    );
    expect(older.data?.network.connections.nodes).toEqual([{ artistName: 'Nova A' }]);

    const NOTIFICATIONS = `query { notifications { notifications(first: 2) { totalCount pageInfo { hasNextPage } nodes { actor { artistName } } } } }`;
    const [one] = others;
    const inbox = await graphql(server.url, NOTIFICATIONS, {}, one?.token);
    expect(inbox.data?.notifications.notifications).toEqual({
      totalCount: 1,
      pageInfo: { hasNextPage: false },
      nodes: [{ actor: { artistName: 'Echo Park' } }],
    });
    const tooMany = await graphql(
      server.url,
      'query { network { requests(first: 101) { totalCount } } }',
      {},
      echo.token,
    );
    expect(errorCodes(tooMany)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers 20 search results unless asked for more, and 50 of a list by default', async () => {
    for (let n = 0; n < 52; n += 1) await insertArtist(db.orm.em.fork(), { artistName: `Many ${n}` });
    const found = await graphql(
      server.url,
      '{ artistSearch(name: "many") { totalCount pageInfo { hasNextPage } nodes { id } } }',
      {},
      nova.token,
    );
    expect(found.data?.artistSearch).toMatchObject({ totalCount: 52, pageInfo: { hasNextPage: true } });
    expect(found.data?.artistSearch.nodes).toHaveLength(20);
    const more = await graphql(
      server.url,
      '{ artistSearch(name: "many", first: 100) { nodes { id } } }',
      {},
      nova.token,
    );
    expect(more.data?.artistSearch.nodes).toHaveLength(52);

    for (const { id } of more.data?.artistSearch.nodes ?? []) {
      await graphql(server.url, CONNECT, { id }, nova.token);
    }
    const network = await graphql(
      server.url,
      '{ network { connectionCount connections { totalCount nodes { id } } } }',
      {},
      nova.token,
    );
    expect(network.data?.network.connectionCount).toBe(52);
    expect(network.data?.network.connections.totalCount).toBe(52);
    expect(network.data?.network.connections.nodes).toHaveLength(50);
  });

  it('marks a notification read by notificationId', async () => {
    await graphql(server.url, CONNECT, { id: echo.id }, nova.token);
    const inbox = await graphql(server.url, INBOX, {}, echo.token);
    const notificationId = inbox.data?.notifications.notifications.nodes[0].id as string;
    const marked = await graphql(
      server.url,
      'mutation ($id: ID!) { markNotificationRead(input: { notificationId: $id }) { id read actor { id } } }',
      { id: notificationId },
      echo.token,
    );
    expect(marked.data?.markNotificationRead).toEqual({
      id: notificationId,
      read: true,
      actor: { id: nova.id },
    });
  });
});
