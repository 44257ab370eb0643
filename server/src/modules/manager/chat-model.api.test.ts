import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql, postJson } from '../../test/http-client.js';
import { type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { trackDetails, uploadTrackOverRest } from '../../test/uploads.js';
import { FALLBACK_NOTE } from './chat-model-advisor.js';

interface ModelRequest {
  stream?: boolean;
  messages: { role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string } }[];
}

/** What the stand-in proposes when a question has `asked` in it. */
const PROPOSALS = [
  {
    asked: 'propose a task',
    tool: 'propose_task',
    arguments: {
      title: 'Pitch Neon Nights to three curators',
      reason: 'It is mastered and in no playlist yet.',
    },
  },
  {
    asked: 'release date',
    tool: 'propose_release_date',
    arguments: { project: 'neon nights ep', date: '2099-03-06', reason: 'Fridays count for a full week.' },
  },
  {
    asked: 'long ago',
    tool: 'propose_release_date',
    arguments: { project: 'Neon Nights EP', date: '2001-01-05', reason: 'Too late.' },
  },
  {
    asked: 'pitch',
    tool: 'propose_pitch_note',
    arguments: {
      project: 'Neon Nights EP',
      note: 'Neon Nights EP: five synth-pop songs about city nights.\nFor fans of Chromatics.',
      reason: 'Curators want two lines.',
    },
  },
];

/**
 * A stand-in for an OpenAI-compatible chat completions endpoint: asked first, it calls the
 * workspace tools; given their results, it answers from them. A question with 'slowly' in it is
 * never answered (the app's timeout must give up on it).
 */
const requests: ModelRequest[] = [];
const model = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const request = JSON.parse(body) as ModelRequest;
    requests.push(request);
    const question = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
    if (question.includes('slowly')) return;
    const toolResults = request.messages.filter((message) => message.role === 'tool');
    if (question.includes('control characters')) {
      const written = { role: 'assistant', content: 'Release\u0000 it on a\u0007 Friday.' };
      return send(res, request, written, question);
    }
    const proposal = PROPOSALS.find(({ asked }) => question.includes(asked));
    if (proposal) {
      const proposing = {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_p',
            type: 'function',
            function: { name: proposal.tool, arguments: JSON.stringify(proposal.arguments) },
          },
        ],
      };
      const answered = {
        role: 'assistant',
        content: 'I suggest it; accept it below.',
      };
      return send(res, request, toolResults.length === 0 ? proposing : answered, question);
    }
    const reply =
      toolResults.length === 0
        ? {
            role: 'assistant',
            content: null,
            tool_calls: [
              { id: 'call_1', type: 'function', function: { name: 'list_projects', arguments: '{}' } },
              { id: 'call_2', type: 'function', function: { name: 'list_tracks', arguments: '{}' } },
            ],
          }
        : { role: 'assistant', content: answerFrom(toolResults.map((message) => message.content ?? '')) };
    send(res, request, reply, question);
  });
});

interface StandInReply {
  role: string;
  content: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
}

/** Resolved by a test once its reader has the first piece of a streamed answer. */
let readerHasFirstPiece: () => void = () => undefined;

/**
 * The reply whole (JSON), or streamed as the chat completions API streams (`stream: true`): tool calls
 * in pieces by index, the text word by word. A question with 'live' holds the rest of the text until
 * the test's reader has the first piece; one with 'breaks' stops after two pieces.
 */
async function send(res: http.ServerResponse, request: ModelRequest, reply: StandInReply, question: string) {
  if (!request.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ message: reply, finish_reason: reply.content ? 'stop' : 'tool_calls' }] }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: unknown) => res.write(`data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`);
  for (const [index, call] of (reply.tool_calls ?? []).entries()) {
    const half = Math.ceil(call.function.arguments.length / 2);
    chunk({
      tool_calls: [
        {
          index,
          id: call.id,
          type: 'function',
          function: { name: call.function.name, arguments: call.function.arguments.slice(0, half) },
        },
      ],
    });
    chunk({ tool_calls: [{ index, function: { arguments: call.function.arguments.slice(half) } }] });
  }
  const pieces = reply.content?.split(/(?<= )/) ?? [];
  for (const [index, piece] of pieces.entries()) {
    chunk({ content: piece });
    if (index === 1 && question.includes('breaks')) {
      // Once what was written has left, so the reader has the two pieces before the break.
      await new Promise<void>((written) => res.write(': breaking off\n\n', () => written()));
      res.destroy();
      return;
    }
    if (index === 0 && question.includes('live'))
      await new Promise<void>((resolve) => {
        readerHasFirstPiece = resolve;
      });
  }
  res.end('data: [DONE]\n\n');
}

/** What the stand-in says once it has the tools' results: their projects, by name and stage. */
function answerFrom(results: string[]): string {
  const projects = JSON.parse(results[0] ?? '[]') as { title: string; stage: string }[];
  const tracks = JSON.parse(results[1] ?? '[]') as unknown[];
  return `Finish ${projects.map((project) => `"${project.title}" (${project.stage.toLowerCase()})`).join(', ')} first; you have ${tracks.length} tracks.`;
}

let modelUrl = '';
beforeAll(async () => {
  await new Promise<void>((listening) => model.listen(0, '127.0.0.1', listening));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  model.closeAllConnections();
  return new Promise<void>((closed) => model.close(() => closed()));
});

const db = useTestDatabase();
const server = useTestServer(db, () => ({ MANAGER_AI_BASE_URL: modelUrl, MANAGER_AI_TIMEOUT_MS: '4000' }));

const ASK = 'mutation($q: String!) { askManager(input: { question: $q }) { author content } }';
const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';

async function ask(artist: SignedUpArtist, question: string): Promise<string> {
  const answer = await graphql(server.url, ASK, { q: question }, artist.token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.askManager.content;
}

describe('the manager with a chat model', () => {
  it("offers the artist's workspace as tools, runs the calls for that artist only, and answers from them", async () => {
    const [artist, other] = await Promise.all([
      signUpArtist(server.url, 'Nova Lane'),
      signUpArtist(server.url, 'Other Artist'),
    ]);
    await graphql(server.url, CREATE_PROJECT, { title: 'Neon Nights EP' }, artist.token);
    await graphql(server.url, CREATE_PROJECT, { title: 'Secret B-side' }, other.token);
    const source = await graphql(server.url, '{ managerAdvisor }', {}, artist.token);
    expect(source.data?.managerAdvisor).toBe('MODEL');
    requests.length = 0;

    const answer = await ask(artist, 'When should I release my Neon Nights EP?');

    expect(answer).toBe('Finish "Neon Nights EP" (draft) first; you have 0 tracks.');
    const [first, second] = requests;
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual([
      'list_projects',
      'list_tracks',
      'list_playlists',
      'todays_plan',
      'profile_figures',
      'collaboration',
      'propose_task',
      'propose_release_date',
      'propose_pitch_note',
    ]);
    const results = second?.messages.filter((message) => message.role === 'tool') ?? [];
    expect(results.map((message) => message.tool_call_id)).toEqual(['call_1', 'call_2']);
    expect(JSON.stringify(second?.messages)).not.toContain('Secret B-side');
  });

  it("tells the model which tempo and key the artist confirmed, and each track's loudness once measured", async () => {
    const artist = await signUpArtist(server.url, 'Nova Lane');
    const details = trackDetails({ title: 'Night Drive', bpm: 128, key: 'A minor', detected: 'key' });
    const upload = await uploadTrackOverRest(
      server.url,
      artist.token,
      makeWav({ seconds: 1 }),
      'a.wav',
      details,
    );
    expect(upload.status).toBe(201);
    requests.length = 0;
    await ask(artist, 'Which of my tracks are ready for a DJ?');
    const tracksResult = requests[1]?.messages.find((message) => message.tool_call_id === 'call_2')?.content;
    expect(JSON.parse(tracksResult ?? '[]')).toEqual([
      {
        title: 'Night Drive',
        genre: 'Synthwave',
        bpm: 128,
        bpmConfirmed: true,
        key: 'A minor',
        keyConfirmed: false,
        durationSeconds: 1,
        // This server does not analyse uploads (ANALYSE_UPLOADS=false): nothing measured yet.
        loudnessLufs: null,
        truePeakDbtp: null,
      },
    ]);
  });

  it("keeps a proposed task with the answer, and adds it to today's plan only once the artist accepts", async () => {
    const artist = await signUpArtist(server.url, 'Mo Proposes');
    const other = await signUpArtist(server.url, 'Someone Else');
    const asked = await graphql(
      server.url,
      'mutation($q: String!) { askManager(input: { question: $q }) { id content proposal { title reason accepted } } }',
      { q: 'What should I do today? Please propose a task.' },
      artist.token,
    );
    const answer = asked.data?.askManager;
    expect(answer.proposal).toEqual({
      title: 'Pitch Neon Nights to three curators',
      reason: 'It is mastered and in no playlist yet.',
      accepted: false,
    });
    const PLAN = '{ todaysPlan { title } }';
    const titles = async () => {
      const plan = (await graphql(server.url, PLAN, {}, artist.token)).data?.todaysPlan ?? [];
      return (plan as { title: string }[]).map((task) => task.title);
    };
    expect(await titles()).not.toContain('Pitch Neon Nights to three curators');

    const ACCEPT =
      'mutation($id: ID!) { acceptManagerProposal(input: { messageId: $id }) { id proposal { accepted } } }';
    const refused = await graphql(server.url, ACCEPT, { id: answer.id }, other.token);
    expect(errorCodes(refused)).toEqual(['NOT_FOUND']);
    const accepted = await graphql(server.url, ACCEPT, { id: answer.id }, artist.token);
    expect(accepted.data?.acceptManagerProposal.proposal).toEqual({ accepted: true });
    await graphql(server.url, ACCEPT, { id: answer.id }, artist.token);
    const plan = await titles();
    expect(plan.filter((title) => title === 'Pitch Neon Nights to three curators')).toHaveLength(1);
    // The day's plan was stored with it: the rules' tasks are there too.
    expect(plan.length).toBeGreaterThan(1);
  });

  it("proposes a project's release date, set only once the artist accepts; a past day is refused", async () => {
    const artist = await signUpArtist(server.url, 'Ray Dates');
    const created = await graphql(server.url, CREATE_PROJECT, { title: 'Neon Nights EP' }, artist.token);
    const projectId = created.data?.createProject.id;
    const PROPOSAL = '{ kind title accepted projectId releaseDate note }';
    const asked = await graphql(
      server.url,
      `mutation($q: String!) { askManager(input: { question: $q }) { id proposal ${PROPOSAL} } }`,
      { q: 'Which release date should Neon Nights have?' },
      artist.token,
    );
    const answer = asked.data?.askManager;
    expect(answer.proposal).toEqual({
      kind: 'RELEASE_DATE',
      title: 'Release "Neon Nights EP" on 2099-03-06',
      accepted: false,
      projectId,
      releaseDate: '2099-03-06',
      note: null,
    });
    const DATE = 'query($id: ID!) { project(id: $id) { targetReleaseDate } }';
    const dateOf = async () =>
      (await graphql(server.url, DATE, { id: projectId }, artist.token)).data?.project;
    expect(await dateOf()).toEqual({ targetReleaseDate: null });

    const ACCEPT =
      'mutation($id: ID!) { acceptManagerProposal(input: { messageId: $id }) { proposal { accepted } } }';
    const accepted = await graphql(server.url, ACCEPT, { id: answer.id }, artist.token);
    expect(accepted.data?.acceptManagerProposal.proposal).toEqual({ accepted: true });
    expect(await dateOf()).toEqual({ targetReleaseDate: '2099-03-06' });

    requests.length = 0;
    const late = await graphql(
      server.url,
      `mutation($q: String!) { askManager(input: { question: $q }) { proposal ${PROPOSAL} } }`,
      { q: 'Could it have come out long ago?' },
      artist.token,
    );
    expect(late.data?.askManager.proposal).toBeNull();
    const told = requests[1]?.messages.find((message) => message.role === 'tool')?.content;
    expect(JSON.parse(told ?? '{}')).toEqual({
      error: 'The date must be a real day, YYYY-MM-DD, today or later.',
    });
  });

  it('proposes a pitch note, kept on the project as a text note only once the artist accepts', async () => {
    const artist = await signUpArtist(server.url, 'Pia Pitches');
    const created = await graphql(server.url, CREATE_PROJECT, { title: 'Neon Nights EP' }, artist.token);
    const projectId = created.data?.createProject.id;
    const NOTES = 'query($id: ID!) { project(id: $id) { notes(first: 10) { nodes { content } } } }';
    const notesOf = async () =>
      (await graphql(server.url, NOTES, { id: projectId }, artist.token)).data?.project.notes.nodes;
    const asked = await graphql(
      server.url,
      'mutation($q: String!) { askManager(input: { question: $q }) { id proposal { kind title note } } }',
      { q: 'Write me a pitch for curators.' },
      artist.token,
    );
    const pitch = 'Neon Nights EP: five synth-pop songs about city nights.\nFor fans of Chromatics.';
    expect(asked.data?.askManager.proposal).toEqual({
      kind: 'PITCH_NOTE',
      title: 'Keep a pitch note on "Neon Nights EP"',
      note: pitch,
    });
    expect(await notesOf()).toEqual([]);

    // Accepted many times at once, it is carried out once: the acceptances take turns.
    const ACCEPT = 'mutation($id: ID!) { acceptManagerProposal(input: { messageId: $id }) { id } }';
    const acceptances = await Promise.all(
      Array.from({ length: 8 }, () =>
        graphql(server.url, ACCEPT, { id: asked.data?.askManager.id }, artist.token),
      ),
    );
    expect(acceptances.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    expect(await notesOf()).toEqual([{ content: pitch }]);
  });

  it('keeps out the control characters a model writes (PostgreSQL refuses NUL), and the answer with them', async () => {
    const artist = await signUpArtist(server.url, 'Cy Control');
    expect(await ask(artist, 'Any control characters today?')).toBe('Release it on a Friday.');
  });

  it('falls back to the built-in advisor when the model does not answer in time, and says so', async () => {
    const artist = await signUpArtist(server.url, 'Kai Mixes');
    const answer = await ask(artist, 'Please answer slowly: how do I get on playlists?');
    expect(answer.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(answer).toContain('three independent curators');
  });
});

/**
 * Asks over POST /manager/answers with `Accept: text/event-stream`, reading the events as they come;
 * `onEvent` sees each as it arrives.
 */
async function askStreamed(
  artist: SignedUpArtist,
  question: string,
  onEvent: (event: EventSourceMessage) => void = () => undefined,
): Promise<{ status: number; type: string | null; events: EventSourceMessage[] }> {
  const response = await fetch(`${server.url}/manager/answers`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${artist.token}`,
    },
    body: JSON.stringify({ question }),
  });
  const events: EventSourceMessage[] = [];
  const parser = createParser({
    onEvent: (event) => {
      events.push(event);
      onEvent(event);
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of response.body ?? []) parser.feed(decoder.decode(bytes, { stream: true }));
  return { status: response.status, type: response.headers.get('content-type'), events };
}

const CONVERSATION = '{ managerConversation(last: 2) { edges { node { author content } } } }';

describe('answers streamed as the model writes them (POST /manager/answers)', () => {
  it('sends each piece as it comes, then the stored answer, which the conversation keeps', async () => {
    const artist = await signUpArtist(server.url, 'Lee Streams');
    await graphql(server.url, CREATE_PROJECT, { title: 'Glass City' }, artist.token);

    // The stand-in holds the rest of the answer until this reader has its first piece: an answer
    // held back until it was whole would never arrive.
    const { status, type, events } = await askStreamed(artist, 'What comes first, live?', (event) => {
      if (event.event === 'text') readerHasFirstPiece();
    });

    expect(status).toBe(200);
    expect(type).toContain('text/event-stream');
    const pieces = events
      .filter((event) => event.event === 'text')
      .map((event) => JSON.parse(event.data).text);
    expect(pieces.length).toBeGreaterThan(3);
    const last = events.at(-1);
    expect(last?.event).toBe('answer');
    const answer = JSON.parse(last?.data ?? '{}');
    expect(answer).toMatchObject({ author: 'MANAGER', proposal: null });
    expect(answer.content).toBe('Finish "Glass City" (draft) first; you have 0 tracks.');
    expect(pieces.join('')).toBe(answer.content);

    const kept = await graphql(server.url, CONVERSATION, {}, artist.token);
    expect(kept.data?.managerConversation.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { author: 'ARTIST', content: 'What comes first, live?' },
      { author: 'MANAGER', content: answer.content },
    ]);
  });

  it('starts over with the built-in answer, saying so, when the model breaks off mid-answer', async () => {
    const artist = await signUpArtist(server.url, 'Ash Breaks');
    const { events } = await askStreamed(artist, 'The stream breaks: how do I get on playlists?');
    const names = events.map((event) => event.event);
    expect(names.slice(0, 2)).toEqual(['text', 'text']);
    expect(names.slice(2)).toEqual(['restart', 'answer']);
    const answer = JSON.parse(events.at(-1)?.data ?? '{}');
    expect(answer.content.startsWith(FALLBACK_NOTE)).toBe(true);
  });

  it('refuses a blank question with a plain 400 before any event, and a stranger with 401', async () => {
    const artist = await signUpArtist(server.url, 'Bo Blank');
    const blank = await postJson(
      server.url,
      '/manager/answers',
      { question: '  ' },
      {
        accept: 'text/event-stream',
        authorization: `Bearer ${artist.token}`,
      },
    );
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Ask a question first.' });
    const stranger = await postJson(server.url, '/manager/answers', { question: 'Hi' });
    expect(stranger.status).toBe(401);
  });

  it('answers whole, as JSON, to a client that does not ask for a stream', async () => {
    const artist = await signUpArtist(server.url, 'Jo Whole');
    const whole = await postJson(
      server.url,
      '/manager/answers',
      { question: 'What first?' },
      {
        authorization: `Bearer ${artist.token}`,
      },
    );
    expect(whole.status).toBe(201);
    expect(whole.body).toMatchObject({ author: 'MANAGER', content: 'Finish  first; you have 0 tracks.' });
  });
});
