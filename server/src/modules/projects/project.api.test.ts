import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithInputFile, signUp } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

const PROJECT_FIELDS = `id title status genre artwork trackCount collaboratorCount releasedAt
  tracks { totalCount nodes { status uploadedToProject track { title genre waveform(points: 10) { max } } } }
  lyrics { title content } mentorInsight { completionPercent nextStep }`;

async function createProject(
  title: string,
  accessToken = token,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const answer = await graphql(
    server.url,
    'mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }',
    { input: { title, ...fields } },
    accessToken,
  );
  return answer.data?.createProject.id;
}

describe('projects over GraphQL', () => {
  it('creates, moves through statuses with counts, uploads a track the dashboard counts, and saves lyrics', async () => {
    const id = await createProject('Static Bloom');
    await createProject('Second');
    const moved = await graphql(
      server.url,
      `mutation ($id: ID!) { updateProject(input: { projectId: $id, status: RELEASED, credits: ["Ada"] }) { ${PROJECT_FIELDS} } }`,
      { id },
      token,
    );
    expect(moved.data?.updateProject).toMatchObject({ status: 'RELEASED', collaboratorCount: 0 });
    expect(moved.data?.updateProject.releasedAt).toEqual(expect.any(String));

    const list = await graphql(
      server.url,
      'query { projects(status: RELEASED) { nodes { title } totalCount } projectCounts { all draft released } }',
      {},
      token,
    );
    expect(list.data).toEqual({
      projects: { nodes: [{ title: 'Static Bloom' }], totalCount: 1 },
      projectCounts: { all: 2, draft: 1, released: 1 },
    });
    const shell = await graphql(server.url, 'query { me { projectCount } }', {}, token);
    expect(shell.data?.me.projectCount).toBe(2);

    const uploaded = await graphqlWithInputFile(
      server.url,
      token,
      `mutation ($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { ${PROJECT_FIELDS} } }`,
      { projectId: id },
      { bytes: makeWav({ seconds: 1 }), filename: 'Bloom demo.wav' },
    );
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data?.uploadProjectTrack).toMatchObject({
      trackCount: 1,
      tracks: {
        totalCount: 1,
        nodes: [{ status: 'DRAFT', uploadedToProject: true, track: { title: 'Bloom demo' } }],
      },
    });
    expect(uploaded.data?.uploadProjectTrack.tracks.nodes[0].track.waveform.max).toHaveLength(10);
    const stats = await fetch(`${server.url}/dashboard/stats`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stats.json()) as { totalTracks: number }).totalTracks).toBe(1);

    await graphql(
      server.url,
      'mutation ($id: ID!) { saveLyrics(input: { projectId: $id, title: "Static Bloom", content: "We grow in the hum" }) { id } }',
      { id },
      token,
    );
    const reloaded = await graphql(
      server.url,
      `query ($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`,
      { id },
      token,
    );
    expect(reloaded.data?.project).toMatchObject({
      lyrics: { title: 'Static Bloom', content: 'We grow in the hum' },
      mentorInsight: { completionPercent: 100 },
    });
  });

  it('answers BAD_USER_INPUT for a blank title, NOT_FOUND for another artist, UNAUTHENTICATED when signed out', async () => {
    const blank = await graphql(
      server.url,
      'mutation { createProject(input: { title: "  " }) { id } }',
      {},
      token,
    );
    expect(errorCodes(blank)).toEqual(['BAD_USER_INPUT']);
    expect(blank.errors?.[0]?.message).toBe('Title is required.');

    const id = await createProject('Mine');
    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    for (const query of [
      'query ($id: ID!) { project(id: $id) { title } }',
      'query ($id: ID!) { node(id: $id) { id } }',
      'mutation ($id: ID!) { updateProject(input: { projectId: $id, title: "Taken" }) { id } }',
      'mutation ($id: ID!) { saveLyrics(input: { projectId: $id, content: "x" }) { id } }',
      'mutation ($id: ID!) { createNote(input: { projectId: $id, content: "x" }) { id } }',
      'mutation ($id: ID!) { deleteProject(input: { projectId: $id }) { id } }',
    ]) {
      expect(errorCodes(await graphql(server.url, query, { id }, intruder))).toEqual(['NOT_FOUND']);
    }
    const theirs = await graphql(
      server.url,
      'query { projects { totalCount } projectCounts { all } me { projectCount } }',
      {},
      intruder,
    );
    expect(theirs.data?.projects.totalCount).toBe(0);
    expect(theirs.data?.projectCounts.all).toBe(0);
    expect(theirs.data?.me.projectCount).toBe(0);
    expect(errorCodes(await graphql(server.url, 'query { projectCounts { all } }'))).toEqual([
      'UNAUTHENTICATED',
    ]);
    const mine = await graphql(server.url, 'query ($id: ID!) { project(id: $id) { title } }', { id }, token);
    expect(mine.data?.project.title).toBe('Mine');
  });

  it('keeps a target release date: a real day set, a day that does not exist refused, null clears it', async () => {
    const id = await createProject('Dated');
    const SET = `mutation ($id: ID!, $day: String) {
      updateProject(input: { projectId: $id, targetReleaseDate: $day }) { targetReleaseDate } }`;
    const set = await graphql(server.url, SET, { id, day: '2027-03-05' }, token);
    expect(set.data?.updateProject).toEqual({ targetReleaseDate: '2027-03-05' });

    for (const day of ['2027-02-30', '5 March 2027', '1999-12-31']) {
      const refused = await graphql(server.url, SET, { id, day }, token);
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(refused.errors?.[0]?.message).toBe(
        'The target release date must be a day between 2000-01-01 and 2099-12-31, as YYYY-MM-DD.',
      );
    }
    const kept = await graphql(
      server.url,
      'query ($id: ID!) { project(id: $id) { targetReleaseDate } }',
      { id },
      token,
    );
    expect(kept.data?.project).toEqual({ targetReleaseDate: '2027-03-05' });

    const cleared = await graphql(server.url, SET, { id, day: null }, token);
    expect(cleared.data?.updateProject).toEqual({ targetReleaseDate: null });
  });
});

describe('voice notes over HTTP', () => {
  it('uploads a recording, plays it from its signed address with ranges, and deletes it with the project', async () => {
    const id = await createProject('Hums');
    const recording = await fs.readFile(
      path.join(import.meta.dirname, '../../test/fixtures/chromium-voice-1500ms.webm'),
    );
    const created = await graphqlWithInputFile(
      server.url,
      token,
      'mutation ($input: UploadVoiceNoteInput!) { uploadVoiceNote(input: $input) { id type audio { url expiresAt } audioDurationSeconds } }',
      { projectId: id, content: 'bridge idea' },
      { bytes: recording, filename: 'voice-note.webm' },
    );
    const note = created.data?.uploadVoiceNote;
    expect(note).toMatchObject({ type: 'MIXED' });
    expect(note.audioDurationSeconds).toBeCloseTo(1.5, 1);

    expect(note.audio.url.startsWith(`${server.url}/media/notes/${note.id}?`)).toBe(true);
    expect(Date.parse(note.audio.expiresAt)).toBeGreaterThan(Date.now());
    const whole = await fetch(note.audio.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(recording)).toBe(true);
    const part = await fetch(note.audio.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${server.url}/media/notes/${note.id}`)).status).toBe(401);

    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    const stolen = await fetch(`${server.url}/media/notes/${note.id}`, {
      headers: { authorization: `Bearer ${intruder}` },
    });
    expect(stolen.status).toBe(404);

    const textNote = await graphql(
      server.url,
      'mutation ($input: CreateNoteInput!) { createNote(input: $input) { id } }',
      { input: { projectId: id, content: 'Words only' } },
      token,
    );
    const silent = await fetch(`${server.url}/media/notes/${textNote.data?.createNote.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(silent.status).toBe(404);
    expect(await silent.json()).toEqual({ message: 'This note has no recording.', code: 'NOT_FOUND' });

    await graphql(
      server.url,
      'mutation ($id: ID!) { deleteProject(input: { projectId: $id }) { id } }',
      { id },
      token,
    );
    expect((await fetch(note.audio.url)).status).toBe(404);
  });

  it('refuses a WAV sent as a voice note with BAD_USER_INPUT and stores nothing', async () => {
    const id = await createProject('Hums');
    const refused = await graphqlWithInputFile(
      server.url,
      token,
      'mutation ($input: UploadVoiceNoteInput!) { uploadVoiceNote(input: $input) { id } }',
      { projectId: id },
      { bytes: makeWav({ seconds: 0.2 }), filename: 'voice.webm' },
    );
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toBe('Voice notes must be WebM or Ogg audio recorded with Opus.');
    const notes = await graphql(
      server.url,
      'query ($id: ID!) { project(id: $id) { notes { totalCount nodes { id } } } }',
      { id },
      token,
    );
    expect(notes.data?.project.notes).toEqual({ totalCount: 0, nodes: [] });
  });
});
