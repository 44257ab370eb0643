/**
 * One comment fanned out to 1,000 live subscribers spread over two app instances on one database
 * (graphql-ws, PostgreSQL LISTEN/NOTIFY), against the same fan-out by a bare graphql-ws server that
 * holds the event in memory, in the same run. Prints delivery p50/p95/p99 (from the moment the change
 * is sent until each subscriber has it), the app/baseline ratio, and memory per open socket.
 *
 *   npm run build && npm run bench:live
 *
 * BENCH_LIVE_SUBSCRIBERS (1000), BENCH_LIVE_EVENTS (20): how many sockets, and how many events measured.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { makeWav } from '../server/src/test/audio-fixtures.js';
import { requireBuiltServer, startBuiltServer } from './built-server.js';
import { createScratchDatabase } from './scratch-database.js';

const SUBSCRIBERS = Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 1000);
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 20);
/** Artists on the project; each holds several sockets (tabs and devices). */
const MEMBERS = 50;

interface Delivery {
  /** Resolves with each subscriber's delivery times (ms after the event was sent). */
  event(send: () => Promise<void>): Promise<number[]>;
  /** Sends events until every subscriber has had one: then every subscription is in place. */
  ready(send: () => Promise<void>): Promise<void>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(samples: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/** Opens the sockets, subscribes each, and measures events as every subscriber receives them. */
async function subscribers(
  urls: readonly string[],
  tokens: readonly string[],
  query: string,
  variables: Record<string, unknown>,
  /** When the event delivered was raised (epoch ms), read from what arrived. */
  raisedAt: (data: unknown) => number,
): Promise<Delivery & { close: () => Promise<void>; sinceRaised: number[] }> {
  const clients: Client[] = [];
  const sinceRaised: number[] = [];
  let measuring = false;
  let onMessage: (index: number) => void = () => undefined;
  for (let index = 0; index < SUBSCRIBERS; index++) {
    const client = createClient({
      url: urls[index % urls.length] as string,
      webSocketImpl: WebSocket,
      connectionParams: { accessToken: tokens[index % tokens.length] },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: (error) => console.error('socket refused', error),
    });
    clients.push(client);
    client.subscribe(
      { query, variables },
      {
        next: (result) => {
          if (measuring) sinceRaised.push(Date.now() - raisedAt(result.data));
          onMessage(index);
        },
        error: (error) => console.error('subscription failed', error),
        complete: () => {},
      },
    );
  }
  const event = async (send: () => Promise<void>): Promise<number[]> => {
    const times = new Array<number>(SUBSCRIBERS).fill(Number.NaN);
    let left = SUBSCRIBERS;
    const started = performance.now();
    const all = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${left} subscribers got nothing in 30 s`)), 30_000);
      onMessage = (index) => {
        if (!Number.isNaN(times[index] as number)) return;
        times[index] = performance.now() - started;
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    measuring = true;
    await send();
    await all;
    measuring = false;
    return times;
  };
  const ready = async (send: () => Promise<void>): Promise<void> => {
    const heard = new Set<number>();
    onMessage = (index) => heard.add(index);
    const deadline = Date.now() + 60_000;
    while (heard.size < SUBSCRIBERS) {
      if (Date.now() > deadline) throw new Error(`${SUBSCRIBERS - heard.size} subscribers never subscribed`);
      await send();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  return {
    event,
    ready,
    sinceRaised,
    close: async () => void (await Promise.all(clients.map((client) => client.dispose()))),
  };
}

async function graphqlCall<T>(url: string, token: string | null, query: string, variables = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data as T;
}

async function signUp(url: string, artistName: string): Promise<{ token: string; email: string }> {
  const email = `live-${Math.random().toString(36).slice(2)}@example.com`;
  const data = await graphqlCall<{ register: { accessToken: string } }>(
    url,
    null,
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
    { input: { email, password: 'correct horse battery', artistName } },
  );
  return { token: data.register.accessToken, email };
}

/** How long each measured change's own request took (it commits before it answers). */
const changeTimes: number[] = [];

/** The app: two built instances on one scratch database, a project with its members and a song. */
async function measureApp(): Promise<{ samples: number[]; sinceRaised: number[]; bytesPerSocket: number }> {
  requireBuiltServer();
  const database = await createScratchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-live-'));
  const ports = [4611, 4612];
  const servers = [];
  try {
    for (const port of ports) {
      servers.push(
        await startBuiltServer({
          databaseUrl: database.url,
          port,
          dataDir,
          env: { STORAGE_DIR: path.join(dataDir, 'storage') },
        }),
      );
    }
    const [first, second] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    const owner = await signUp(first, 'Owner');
    const { createProject } = await graphqlCall<{ createProject: { id: string } }>(
      first,
      owner.token,
      'mutation { createProject(input: { title: "Live" }) { id } }',
    );
    const projectId = createProject.id;
    const members = [owner.token];
    for (let index = 1; index < MEMBERS; index++) {
      const member = await signUp(first, `Member ${index}`);
      await graphqlCall(
        first,
        owner.token,
        'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }',
        { input: { projectId, email: member.email, role: 'COMMENTER' } },
      );
      const { projectInvitations } = await graphqlCall<{ projectInvitations: { id: string }[] }>(
        first,
        member.token,
        '{ projectInvitations { id } }',
      );
      await graphqlCall(
        first,
        member.token,
        'mutation($id: ID!) { acceptInvitation(input: { invitationId: $id }) { id } }',
        {
          id: projectInvitations[0]?.id,
        },
      );
      members.push(member.token);
    }
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { versions { id } } } } }',
        variables: { input: { projectId, file: null } },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([new Uint8Array(makeWav({ seconds: 30 }))]), 'song.wav');
    const uploaded = (await (
      await fetch(`${first}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'apollo-require-preflight': 'true' },
        body: form,
      })
    ).json()) as { data: { uploadProjectTrack: { tracks: { nodes: { versions: { id: string }[] }[] } } } };
    const versionId = uploaded.data.uploadProjectTrack.tracks.nodes[0]?.versions[0]?.id;

    const before = servers.map((child) => rssOf(child.pid as number));
    const live = await subscribers(
      [first, second].map((url) => `${url.replace('http', 'ws')}/graphql`),
      members,
      `subscription($id: ID!) { projectActivity(projectId: $id) { ${process.env.BENCH_LIVE_FIELDS ?? 'id kind createdAt'} } }`,
      { id: projectId },
      (data) => Date.parse((data as { projectActivity: { createdAt: string } }).projectActivity.createdAt),
    );
    let comment = 0;
    const send = async () => {
      comment += 1;
      const sent = performance.now();
      await graphqlCall(
        second,
        owner.token,
        'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
        {
          input: { versionId, atSeconds: comment % 30, body: `Comment ${comment}` },
        },
      );
      changeTimes.push(performance.now() - sent);
    };
    // Events until every subscriber has had one: every subscription is then in place. Not counted.
    await live.ready(send);
    changeTimes.length = 0;
    const after = servers.map((child) => rssOf(child.pid as number));
    const samples: number[] = [];
    for (let event = 0; event < EVENTS; event++) samples.push(...(await live.event(send)));
    await live.close();
    const grown = after.reduce((sum, value, index) => sum + value - (before[index] as number), 0);
    return { samples, sinceRaised: [...live.sinceRaised], bytesPerSocket: grown / SUBSCRIBERS };
  } finally {
    for (const child of servers) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The baseline: a bare graphql-ws server in this process, the event held in memory. */
async function measureBaseline(): Promise<{ samples: number[]; sinceRaised: number[] }> {
  const listeners = new Set<(value: string) => void>();
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { ok: { type: GraphQLString, resolve: () => 'ok' } },
    }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        comment: {
          type: new GraphQLNonNull(GraphQLString),
          subscribe: async function* () {
            const queue: string[] = [];
            let wake: (() => void) | null = null;
            const listener = (value: string) => {
              queue.push(value);
              wake?.();
            };
            listeners.add(listener);
            try {
              for (;;) {
                while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
                yield { comment: queue.shift() };
              }
            } finally {
              listeners.delete(listener);
            }
          },
        },
      },
    }),
  });
  const server = createServer();
  const sockets = new WebSocketServer({ server, path: '/graphql' });
  const serving = useServer({ schema }, sockets);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const live = await subscribers([url], ['none'], 'subscription { comment }', {}, (data) =>
    Number((data as { comment: string }).comment),
  );
  let count = 0;
  const send = async () => {
    count += 1;
    const raised = String(Date.now());
    for (const listener of listeners) listener(raised);
  };
  await live.ready(send);
  const samples: number[] = [];
  for (let event = 0; event < EVENTS; event++) samples.push(...(await live.event(send)));
  await live.close();
  await serving.dispose();
  server.close();
  return { samples, sinceRaised: [...live.sinceRaised] };
}

const baseline = await measureBaseline();
const app = await measureApp();
const appTimes = summary(app.samples);
// From sending the change (the app) or emitting the event (the baseline) to each receipt:
const baseTimes = summary(baseline.samples);
const appRaised = summary(app.sinceRaised);
const baseRaised = summary(baseline.sinceRaised);
const round = (value: number) => Math.round(value * 10) / 10;
console.log(`${SUBSCRIBERS} subscribers, ${EVENTS} events each, over two app instances on one database`);
console.log(
  `app (LISTEN/NOTIFY)    p50 ${round(appTimes.p50)} ms  p95 ${round(appTimes.p95)} ms  p99 ${round(appTimes.p99)} ms`,
);
console.log(
  `bare graphql-ws        p50 ${round(baseTimes.p50)} ms  p95 ${round(baseTimes.p95)} ms  p99 ${round(baseTimes.p99)} ms`,
);
console.log(
  `from the event raised (activity createdAt / baseline emit): app p50 ${round(appRaised.p50)} ms  p95 ${round(appRaised.p95)} ms  p99 ${round(appRaised.p99)} ms; baseline p95 ${round(baseRaised.p95)} ms`,
);
console.log(
  `of which the change's own request (addComment over HTTP): p50 ${round(summary(changeTimes).p50)} ms`,
);
console.log(
  `ratio app/baseline     p50 ${round(appTimes.p50 / baseTimes.p50)}  p95 ${round(appTimes.p95 / baseTimes.p95)}`,
);
console.log(`memory per open socket (app, resident) ${Math.round(app.bytesPerSocket / 1024)} KiB`);
