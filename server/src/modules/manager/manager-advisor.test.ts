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
    unconfirmedKeys: 0,
    peakingTrack: null,
    peakingVersion: null,
    ...NO_COLLABORATION,
  },
  projects: [
    { title: 'Neon Nights EP', stage: 'MIXING' },
    { title: 'Glasshouse', stage: 'MIXING' },
  ],
  tools: [],
  history: [],
});

describe('OfflineAdvisor', () => {
  it("answers by topic, naming the artist's own work, in the manager's voice", async () => {
    const advisor = new OfflineAdvisor();
    const mixing = await advisor.answer(question('How do I finish my mixing faster?'));
    expect(mixing).toMatch(/^(Here is the move, today|Straight to it|Let us get this moving):/);
    expect(mixing).toContain('"Glasshouse" has sat in mixing for 9 days');
    expect(await advisor.answer(question('How can I get on more playlists?'))).toContain('"Afterglow"');
    expect(await advisor.answer(question('What should I do?'))).toContain('Finishing "Glasshouse"');
  });

  it('answers about the track a question names, with its own true peak, not another one', async () => {
    const advisor = new OfflineAdvisor();
    const asked = (text: string) => ({
      ...question(text),
      tracks: [
        { title: 'Afterglow', truePeakDbtp: -3.2 },
        { title: 'Basement Jam', truePeakDbtp: 1.1 },
      ],
    });
    const playlists = await advisor.answer(asked('How do I get Basement Jam onto playlists?'));
    expect(playlists).toContain('For "Basement Jam": pitch it personally');
    expect(playlists).not.toContain('Afterglow');
    const clipping = await advisor.answer(asked('My master of basement jam clips, what do I do?'));
    expect(clipping).toContain('"Basement Jam" peaks at +1.1 dBTP');
    expect(clipping).toContain('ceiling at -1 dBTP');
    const calm = await advisor.answer(asked('How should I mix Afterglow?'));
    expect(calm).toContain('For "Afterglow": mix at a low volume');
  });

  it('does not open and close every answer with the same two lines', async () => {
    const advisor = new OfflineAdvisor();
    const answers = await Promise.all(
      ['How do I mix?', 'How do I master?', 'Any mixing tips?', 'How loud should it be?', 'Mixing help'].map(
        (text) => advisor.answer(question(text)),
      ),
    );
    const openings = new Set(answers.map((answer) => answer.split(':')[0]));
    expect(openings.size).toBeGreaterThan(1);
  });

  it('answers each thing a question asks, from the project it names', async () => {
    const answer = await new OfflineAdvisor().answer(
      question('When should I release my Neon Nights EP, and should I put out a single first?'),
    );
    expect(answer).toContain(
      '"Neon Nights EP": it is in mixing: finish the mix and the master, then set the date.',
    );
    expect(answer).toContain('put one song out as a single four to six weeks before the rest');
    expect(answer).toContain('among your 2 tracks');
  });

  it('drafts a sync pitch for a music supervisor, not a playlist pitch, and names Spotify for Artists for editors', async () => {
    const advisor = new OfflineAdvisor();
    const sync = await advisor.answer(question('Write a sync pitch email'));
    expect(sync).toContain('For a sync pitch, write to one music supervisor at a time');
    expect(sync).toContain('the subject line names "Afterglow"');
    expect(sync).not.toContain('curators');
    const editorial = await advisor.answer(question('How do I get on Spotify editorial playlists?'));
    expect(editorial).toContain(
      'pitch one unreleased song through Spotify for Artists at least seven days before',
    );
  });

  it('names the release date the artist has set for the project asked about', async () => {
    const asked = question('When should I release Glasshouse?');
    asked.projects = [{ title: 'Glasshouse', stage: 'MASTERING', targetReleaseDate: '2027-03-05' }];
    expect(await new OfflineAdvisor().answer(asked)).toContain(
      '"Glasshouse" is set to come out on 2027-03-05: it is in mastering, so send the master to your distributor as soon as it is signed off.',
    );
  });

  it('says honestly what it can help with when asked something else, never a tip that pretends', async () => {
    const answer = await new OfflineAdvisor().answer(
      question('What is 2+2? Also, write me a poem about cats.'),
    );
    expect(answer).toBe(
      'That is outside what I can help with as Maya Reyes: I can help with where your projects stand, release timing, singles, mixing and mastering, playlists and promotion, sync pitches, collaboration, songwriting, earning from your music, and today’s plan. Try, for example, \'When should I release "Neon Nights EP"?\'',
    );
  });

  it('says which project is closest to release, from the projects and their stages', async () => {
    const asked = question('Which of my projects is closest to release?');
    asked.projects = [
      { title: 'Paper Planes', stage: 'RECORDING' },
      { title: 'Neon Rain (remix)', stage: 'MIXING' },
      { title: 'Glasshouse', stage: 'DRAFT' },
      { title: 'First Light', stage: 'RELEASED' },
    ];
    const answer = await new OfflineAdvisor().answer(asked);
    expect(answer).toContain(
      '"Neon Rain (remix)" is closest to release: it is in mixing. Your projects: 1 in draft, 1 in recording, 1 in mixing, 1 in released.',
    );
    // Asked when to release without naming one, it answers for that project.
    expect(await new OfflineAdvisor().answer({ ...asked, question: 'When should I release?' })).toContain(
      '"Neon Rain (remix)": it is in mixing',
    );
  });

  it("says plainly that it does not read collaborators' comments, and where they are", async () => {
    const asked = question('What did Kai say about my mix of Paper Planes?');
    asked.facts.openComments = { title: 'Paper Planes', version: 1, count: 1 };
    const answer = await new OfflineAdvisor().answer(asked);
    expect(answer).toContain(
      `v1 of "Paper Planes" has 1 open comment. I do not read your collaborators' comments myself`,
    );
    expect(answer.indexOf('I do not read')).toBeLessThan(answer.indexOf('Mix at a low volume') >>> 0);
  });

  it('pitches a real song to curators, and never mistakes the Backline playlists for theirs', async () => {
    const answer = await new OfflineAdvisor().answer(question('How do I get on playlists?'));
    expect(answer).toContain('Start with "Afterglow": pitch it personally to three independent curators');
    expect(answer).not.toMatch(/your \d+ playlists?/);
  });

  it('talks collaboration from what the projects ask of the artist', async () => {
    const asked = question('How do I work better with my producer?');
    asked.facts.openComments = { title: 'Night Drive', version: 3, count: 4 };
    expect(await new OfflineAdvisor().answer(asked)).toContain(
      'v3 of "Night Drive" has 4 open comments: answer or resolve them first',
    );
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
