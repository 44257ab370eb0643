import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const CONNECT = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
const SEND =
  'mutation ($id: ID!, $body: String!) { sendDirectMessage(input: { artistId: $id, body: $body }) { id } }';
const MARK_READ = 'mutation ($id: ID!) { markConversationRead(input: { artistId: $id }) { canMessage } }';
const RECENT = `query ($first: Int) {
  recentConversations(first: $first) { unreadCount artist { artistName } latestMessage { body fromMe } }
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

async function connectBothWays(one: Artist, other: Artist) {
  await graphql(server.url, CONNECT, { id: other.id }, one.token);
  await graphql(server.url, CONNECT, { id: one.id }, other.token);
}

const send = (from: Artist, to: Artist, body: string) =>
  graphql(server.url, SEND, { id: to.id, body }, from.token);
const recent = async (artist: Artist, first?: number) =>
  (await graphql(server.url, RECENT, { first }, artist.token)).data?.recentConversations;

describe('recent conversations over GraphQL', () => {
  it('lists each conversation once, the latest first, with its last message and what is unread', async () => {
    const nova = await register('Nova Lane');
    const echo = await register('Echo Park');
    const kai = await register('Kai Rivers');
    await connectBothWays(nova, echo);
    await connectBothWays(kai, echo);
    await send(nova, echo, 'Hi Echo');
    await send(nova, echo, 'Free on Friday?');
    await send(echo, nova, 'Friday works');
    await send(kai, echo, 'Mix notes are in');

    expect(await recent(echo)).toEqual([
      {
        unreadCount: 1,
        artist: { artistName: 'Kai Rivers' },
        latestMessage: { body: 'Mix notes are in', fromMe: false },
      },
      {
        unreadCount: 2,
        artist: { artistName: 'Nova Lane' },
        latestMessage: { body: 'Friday works', fromMe: true },
      },
    ]);
    expect(await recent(echo, 1)).toHaveLength(1);
    // Each sees only their own conversations.
    expect(await recent(nova)).toEqual([
      {
        unreadCount: 1,
        artist: { artistName: 'Echo Park' },
        latestMessage: { body: 'Friday works', fromMe: false },
      },
    ]);
    expect(await recent(kai)).toEqual([
      {
        unreadCount: 0,
        artist: { artistName: 'Echo Park' },
        latestMessage: { body: 'Mix notes are in', fromMe: true },
      },
    ]);

    await graphql(server.url, MARK_READ, { id: nova.id }, echo.token);
    expect((await recent(echo))?.map((row: { unreadCount: number }) => row.unreadCount)).toEqual([1, 0]);
  });

  it('is empty for an artist with no messages, and refuses a count outside 1 to 50', async () => {
    const solo = await register('Solo');
    expect(await recent(solo)).toEqual([]);
    for (const first of [0, 51]) {
      const answer = await graphql(server.url, RECENT, { first }, solo.token);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    }
  });
});
