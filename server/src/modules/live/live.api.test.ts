import { type Client, createClient } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '../../graphql/live-server.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { type TestServer, useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';
import { LIVE_APPLICATION_NAME } from './live-feed.js';

const db = useTestDatabase();
// Two instances of the app on one database, as behind a load balancer.
const first = useTestServer(db);
const second = useTestServer(db);

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

function connect(server: TestServer, accessToken?: string): Client {
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: accessToken ? { accessToken } : {},
    retryAttempts: 0,
    lazy: false,
    // A refused socket reaches each subscription's error callback; nothing to log besides.
    onNonLazyError: () => undefined,
  });
  clients.push(client);
  return client;
}

interface Subscription<T> {
  next(): Promise<T>;
  ended: Promise<{ error?: unknown }>;
}

/** Subscribes and hands out what arrives, one at a time, and how it ended. */
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown>): Subscription<T> {
  const received: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  let finish: (outcome: { error?: unknown }) => void = () => undefined;
  const ended = new Promise<{ error?: unknown }>((resolve) => {
    finish = resolve;
  });
  client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        const value = (result.errors ? { errors: result.errors } : result.data) as T;
        const waiter = waiting.shift();
        if (waiter) waiter(value);
        else received.push(value);
      },
      error: (error) => finish({ error }),
      complete: () => finish({}),
    },
  );
  return {
    next: () => {
      const value = received.shift();
      return value !== undefined
        ? Promise.resolve(value)
        : new Promise<T>((resolve) => waiting.push(resolve));
    },
    ended,
  };
}

/** Waits until the instance holds this many live subscribers on a topic (the subscription is set up). */
async function subscribed(server: TestServer, topic: string, count = 1): Promise<void> {
  await server.services.live.listening();
  for (let tries = 0; tries < 2000; tries++) {
    if (server.services.live.subscriberCount(topic) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no subscriber on ${topic}`);
}

const ACTIVITY = `subscription($id: ID!) {
  projectActivity(projectId: $id) { id kind text createdAt actor { artistName } }
}`;
const FEED =
  'query($id: ID!) { project(id: $id) { activity(first: 1) { nodes { id kind text createdAt actor { artistName } } } } }';

let owner: SignedUpArtist;
let mixer: SignedUpArtist;
let projectId: string;

async function sharedProject(): Promise<void> {
  [owner, mixer] = await Promise.all([
    signUpArtist(first.url, 'Nova Lane'),
    signUpArtist(first.url, 'Kai Mixes'),
  ]);
  projectId = (
    await graphql(
      first.url,
      'mutation { createProject(input: { title: "Night Drive" }) { id } }',
      {},
      owner.token,
    )
  ).data?.createProject.id;
  await joinProject(first.url, projectId, owner, mixer, 'MIX_ENGINEER');
}

describe('live updates over graphql-ws', () => {
  it("reach a subscriber on one instance from a change made on the other, and end when they're removed", async () => {
    await sharedProject();
    const subscription = subscribe<{ projectActivity: Record<string, unknown> }>(
      connect(first, mixer.token),
      ACTIVITY,
      { id: projectId },
    );
    await subscribed(first, `project:${projectId}`);

    // A song and a comment on it, made through the other instance.
    const uploaded = await graphqlWithFile(
      second.url,
      owner.token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { versions { id } } } } }',
      { input: { projectId, title: 'Demo' } },
      { bytes: makeWav({ seconds: 20 }), filename: 'demo.wav' },
    );
    const versionId = uploaded.data?.uploadProjectTrack.tracks.nodes[0].versions[0].id;
    await graphql(
      second.url,
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { versionId, atSeconds: 12, body: 'Louder here' } },
      owner.token,
    );
    const pushed = await subscription.next();
    expect(pushed).toEqual({
      projectActivity: expect.objectContaining({
        kind: 'COMMENTED',
        text: 'Nova Lane commented on Demo v1 at 0:12',
        actor: { artistName: 'Nova Lane' },
      }),
    });
    // What was pushed is what the feed reads back, to the millisecond.
    const feed = await graphql(first.url, FEED, { id: projectId }, mixer.token);
    expect(pushed.projectActivity).toEqual(feed.data?.project.activity.nodes[0]);

    // The next event reads afresh: a name changed in between is the new one.
    const renamed = await graphql(
      second.url,
      'mutation { updateProfile(input: { artistName: "Nova Rae" }) { id } }',
      {},
      owner.token,
    );
    expect(renamed.errors).toBeUndefined();
    await graphql(
      second.url,
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { versionId, atSeconds: 14, body: 'And here' } },
      owner.token,
    );
    expect(await subscription.next()).toEqual({
      projectActivity: expect.objectContaining({
        text: 'Nova Rae commented on Demo v1 at 0:14',
        actor: { artistName: 'Nova Rae' },
      }),
    });

    await graphql(
      second.url,
      'mutation($input: RemoveCollaboratorInput!) { removeCollaborator(input: $input) { id } }',
      { input: { projectId, artistId: mixer.id } },
      owner.token,
    );
    expect(await subscription.ended).toEqual({});
    expect(first.services.live.subscriberCount(`project:${projectId}`)).toBe(0);
  });

  it("end for a member removed while the feed's connection was lost, once it is back", async () => {
    await sharedProject();
    const subscription = subscribe(connect(first, mixer.token), ACTIVITY, {
      id: projectId.toUpperCase(),
    });
    // An id in another case names the same project, and the same topic.
    await subscribed(first, `project:${projectId}`);

    // The feeds' connections drop; the removal's notice goes out while they are away.
    await db
      .fork()
      .execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LIVE_APPLICATION_NAME}' and datname = current_database()`,
      );
    const removed = await graphql(
      second.url,
      'mutation($input: RemoveCollaboratorInput!) { removeCollaborator(input: $input) { id } }',
      { input: { projectId, artistId: mixer.id } },
      owner.token,
    );
    expect(removed.errors).toBeUndefined();

    expect(await subscription.ended).toEqual({});
    expect(first.services.live.subscriberCount(`project:${projectId}`)).toBe(0);
  });

  it('push notifications to their recipient only', async () => {
    await sharedProject();
    const stranger = await signUpArtist(first.url, 'Stranger');
    const mine = subscribe<{ notificationAdded: { kind: string; text: string } }>(
      connect(first, mixer.token),
      'subscription { notificationAdded { kind text } }',
      {},
    );
    const theirs = subscribe<{ notificationAdded: { text: string } }>(
      connect(first, stranger.token),
      'subscription { notificationAdded { text } }',
      {},
    );
    await subscribed(first, `user:${mixer.id}`);
    await subscribed(first, `user:${stranger.id}`);

    await graphql(
      second.url,
      'mutation($a: ID!) { connectWithArtist(input: { artistId: $a }) { id } }',
      { a: mixer.id },
      owner.token,
    );

    expect(await mine.next()).toEqual({
      notificationAdded: { kind: 'CONNECTION', text: 'Nova Lane wants to connect with you' },
    });
    // The stranger's first is their own, later: nothing of the mixer's reached them.
    await graphql(
      second.url,
      'mutation($a: ID!) { connectWithArtist(input: { artistId: $a }) { id } }',
      { a: stranger.id },
      mixer.token,
    );
    expect(await theirs.next()).toEqual({
      notificationAdded: { text: 'Kai Mixes wants to connect with you' },
    });
  });

  it('refuse a socket without a live token, and a project the subscriber is not in', async () => {
    await sharedProject();
    const stranger = await signUpArtist(first.url, 'Stranger');

    const anonymous = subscribe(connect(first), ACTIVITY, { id: projectId });
    const closed = (await anonymous.ended).error as { code?: number; reason?: string };
    expect([closed.code, closed.reason]).toEqual([4403, 'Forbidden']);

    const outsider = subscribe<{ errors: { extensions: { code: string } }[] }>(
      connect(first, stranger.token),
      ACTIVITY,
      { id: projectId },
    );
    const refused = await Promise.race([outsider.next(), outsider.ended]);
    expect(JSON.stringify(refused)).toMatch(/NOT_FOUND|Project not found/);

    // Variables that do not fit their types are the client's mistake, as over HTTP.
    for (const id of [null, ['a'], 1.5]) {
      const wrong = subscribe(connect(first, mixer.token), ACTIVITY, { id });
      const { error } = await wrong.ended;
      expect(error).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
    }
  });

  it('serve subscriptions only, a few per socket, and only while the session lives', async () => {
    await sharedProject();
    const client = connect(first, mixer.token);

    const query = subscribe<{ errors: { message: string }[] }>(client, '{ me { id } }', {});
    expect(JSON.stringify(await Promise.race([query.next(), query.ended]))).toContain(
      'Queries and mutations go over HTTP (POST /graphql); this socket serves subscriptions.',
    );

    const held = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () =>
      subscribe(client, 'subscription { notificationAdded { id } }', {}),
    );
    await subscribed(first, `user:${mixer.id}`, MAX_SUBSCRIPTIONS_PER_SOCKET);
    const oneTooMany = subscribe(client, 'subscription { notificationAdded { id } }', {});
    expect(JSON.stringify(await Promise.race([oneTooMany.next(), oneTooMany.ended]))).toContain(
      `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection.`,
    );
    expect(held).toHaveLength(MAX_SUBSCRIPTIONS_PER_SOCKET);

    // Signed out on the other instance: the open socket's next subscription closes it, and the token
    // opens no other.
    const loggedOut = await graphql(second.url, 'mutation($input: LogoutInput!) { logout(input: $input) }', {
      input: { refreshToken: mixer.refreshToken },
    });
    expect(loggedOut.errors).toBeUndefined();
    // The revocation reaches the first instance through the database's feed, not at once: an HTTP
    // request there refused is the sign that it has arrived.
    await expect
      .poll(
        async () =>
          (await graphql(first.url, '{ me { id } }', {}, mixer.token)).errors?.[0]?.extensions?.code,
      )
      .toBe('UNAUTHENTICATED');
    const onOpenSocket = subscribe(client, ACTIVITY, { id: projectId });
    expect(((await onOpenSocket.ended).error as { code?: number }).code).toBe(4401);
    const after = subscribe(connect(first, mixer.token), ACTIVITY, { id: projectId });
    const closed = (await after.ended).error as { code?: number };
    expect(closed.code).toBe(4403);
  });
});
