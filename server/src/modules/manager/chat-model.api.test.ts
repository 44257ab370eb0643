import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { FALLBACK_NOTE } from './chat-model-advisor.js';

interface ModelRequest {
  messages: { role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string } }[];
}

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
    if (question.includes('propose')) {
      const proposing = {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_p',
            type: 'function',
            function: {
              name: 'propose_task',
              arguments: JSON.stringify({
                title: 'Pitch Neon Nights to three curators',
                reason: 'It is mastered and in no playlist yet.',
              }),
            },
          },
        ],
      };
      const answered = {
        role: 'assistant',
        content: 'I suggest pitching it this week; accept the task below.',
      };
      const reply = toolResults.length === 0 ? proposing : answered;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: reply }] }));
      return;
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
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ message: reply, finish_reason: reply.content ? 'stop' : 'tool_calls' }] }),
    );
  });
});

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
    ]);
    const results = second?.messages.filter((message) => message.role === 'tool') ?? [];
    expect(results.map((message) => message.tool_call_id)).toEqual(['call_1', 'call_2']);
    expect(JSON.stringify(second?.messages)).not.toContain('Secret B-side');
  });

  it("keeps a proposed task with the answer, and adds it to today's plan only once the artist accepts", async () => {
    const artist = await signUpArtist(server.url, 'Mo Proposes');
    const other = await signUpArtist(server.url, 'Someone Else');
    const asked = await graphql(
      server.url,
      'mutation($q: String!) { askManager(input: { question: $q }) { id content proposal { title reason accepted } } }',
      { q: 'What should I propose for today?' },
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

  it('falls back to the built-in advisor when the model does not answer in time, and says so', async () => {
    const artist = await signUpArtist(server.url, 'Kai Mixes');
    const answer = await ask(artist, 'Please answer slowly: how do I get on playlists?');
    expect(answer.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(answer).toContain('playlist');
  });
});
