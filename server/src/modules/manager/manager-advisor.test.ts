import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatModelAdvisor } from './chat-model-advisor.js';
import { NO_COLLABORATION } from './collaboration-facts.js';
import type { AdvisorQuestion } from './manager-advisor.js';
import { MANAGER_PERSONAS } from './manager-personas.js';
import { OfflineAdvisor } from './offline-advisor.js';

const question = (text: string): AdvisorQuestion => ({
  persona: MANAGER_PERSONAS.HUSTLER,
  question: text,
  facts: {
    trackCount: 2,
    playlistCount: 0,
    trackOutsidePlaylists: { title: 'Afterglow', mastered: false },
    projectCount: 1,
    stuckInMixing: { title: 'Glasshouse', days: 9 },
    releasedWithoutLyrics: null,
    draftWithoutTracks: null,
    wroteNotesThisWeek: true,
    ...NO_COLLABORATION,
  },
  history: [],
});

describe('OfflineAdvisor', () => {
  it("answers by topic, naming the artist's own work, in the manager's voice", async () => {
    const advisor = new OfflineAdvisor();
    const mixing = await advisor.answer(question('How do I finish my mixing faster?'));
    expect(mixing).toMatch(/^Here is the move, today:/);
    expect(mixing).toContain('"Glasshouse" has sat in mixing for 9 days');
    expect(await advisor.answer(question('How can I get on more playlists?'))).toContain('"Afterglow"');
    expect(await advisor.answer(question('What should I do?'))).toContain('Finishing "Glasshouse"');
  });
});

describe('ChatModelAdvisor', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A stand-in for an OpenAI-compatible endpoint: records the request, answers with `status`. */
  async function chatEndpoint(status: number) {
    const requests: { authorization?: string; body: { model: string; messages: { role: string }[] } }[] = [];
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: 'Ship the single on Friday.' } }] }));
      });
    });
    await new Promise<void>((listening) => server?.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
  }

  it('asks the configured endpoint with the persona as the system prompt', async () => {
    const endpoint = await chatEndpoint(200);
    const advisor = new ChatModelAdvisor(
      { baseUrl: endpoint.baseUrl, apiKey: 'key-123', model: 'test-model', timeoutMs: 5000 },
      new OfflineAdvisor(),
    );
    expect(await advisor.answer(question('When should I release?'))).toBe('Ship the single on Friday.');
    expect(endpoint.requests[0]?.authorization).toBe('Bearer key-123');
    expect(endpoint.requests[0]?.body.model).toBe('test-model');
    expect(endpoint.requests[0]?.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('falls back to the offline advisor when the endpoint fails', async () => {
    const endpoint = await chatEndpoint(500);
    const failures: unknown[] = [];
    const advisor = new ChatModelAdvisor(
      { baseUrl: endpoint.baseUrl, model: 'test-model', timeoutMs: 5000 },
      new OfflineAdvisor(),
      (error) => failures.push(error),
    );
    expect(await advisor.answer(question('How do I finish my mixing?'))).toContain('Glasshouse');
    expect(failures).toHaveLength(1);
  });
});
