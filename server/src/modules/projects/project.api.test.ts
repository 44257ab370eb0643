import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile, signUp } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

const PROJECT_FIELDS = `id title status genre artwork trackCount collaboratorCount releasedAt
  tracks { status uploadedToProject track { title waveform(points: 10) { max } } }
  lyrics { title content } mentorInsight { completionPercent nextStep }`;

async function createProject(title: string, accessToken = token): Promise<string> {
  const answer = await graphql(
    server.url,
    'mutation ($input: NewProjectInput!) { createProject(input: $input) { id } }',
    { input: { title } },
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
      `mutation ($id: ID!) { updateProject(id: $id, input: { status: RELEASED, collaborators: ["Ada"] }) { ${PROJECT_FIELDS} } }`,
      { id },
      token,
    );
    expect(moved.data?.updateProject).toMatchObject({ status: 'RELEASED', collaboratorCount: 1 });
    expect(moved.data?.updateProject.releasedAt).toEqual(expect.any(String));

    const list = await graphql(
      server.url,
      'query { projects(status: RELEASED) { projects { title } counts { all draft released } } }',
      {},
      token,
    );
    expect(list.data?.projects).toEqual({
      projects: [{ title: 'Static Bloom' }],
      counts: { all: 2, draft: 1, released: 1 },
    });
    const shell = await graphql(server.url, 'query { me { projectCount } }', {}, token);
    expect(shell.data?.me.projectCount).toBe(2);

    const uploaded = await graphqlWithFile(
      server.url,
      token,
      `mutation ($projectId: ID!, $file: Upload!) { uploadProjectTrack(projectId: $projectId, file: $file) { ${PROJECT_FIELDS} } }`,
      { projectId: id },
      { bytes: makeWav({ seconds: 1 }), filename: 'Bloom demo.wav' },
    );
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data?.uploadProjectTrack).toMatchObject({
      trackCount: 1,
      tracks: [{ status: 'DRAFT', uploadedToProject: true, track: { title: 'Bloom demo' } }],
    });
    expect(uploaded.data?.uploadProjectTrack.tracks[0].track.waveform.max).toHaveLength(10);
    const stats = await fetch(`${server.url}/dashboard/stats`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stats.json()) as { totalTracks: number }).totalTracks).toBe(1);

    await graphql(
      server.url,
      'mutation ($id: ID!) { saveLyrics(projectId: $id, title: "Static Bloom", content: "We grow in the hum") { id } }',
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
      'query ($id: ID!) { notes(projectId: $id) { id } }',
      'mutation ($id: ID!) { updateProject(id: $id, input: { title: "Taken" }) { id } }',
      'mutation ($id: ID!) { saveLyrics(projectId: $id, content: "x") { id } }',
      'mutation ($id: ID!) { createNote(projectId: $id, content: "x") { id } }',
      'mutation ($id: ID!) { deleteProject(id: $id) { id } }',
    ]) {
      expect(errorCodes(await graphql(server.url, query, { id }, intruder))).toEqual(['NOT_FOUND']);
    }
    const theirs = await graphql(
      server.url,
      'query { projects { counts { all } } me { projectCount } }',
      {},
      intruder,
    );
    expect(theirs.data?.projects.counts.all).toBe(0);
    expect(theirs.data?.me.projectCount).toBe(0);
    expect(errorCodes(await graphql(server.url, 'query { projects { counts { all } } }'))).toEqual([
      'UNAUTHENTICATED',
    ]);
    const mine = await graphql(server.url, 'query ($id: ID!) { project(id: $id) { title } }', { id }, token);
    expect(mine.data?.project.title).toBe('Mine');
  });
});

describe('voice notes over HTTP', () => {
  it('uploads a recording, plays it from its signed address with ranges, and deletes it with the project', async () => {
    const id = await createProject('Hums');
    const recording = await fs.readFile(
      path.join(import.meta.dirname, '../../test/fixtures/chromium-voice-1500ms.webm'),
    );
    const created = await graphqlWithFile(
      server.url,
      token,
      'mutation ($id: ID!, $file: Upload!) { uploadVoiceNote(projectId: $id, file: $file, content: "bridge idea") { id type audioUrl audioDurationSeconds } }',
      { id },
      { bytes: recording, filename: 'voice-note.webm' },
    );
    const note = created.data?.uploadVoiceNote;
    expect(note).toMatchObject({ type: 'MIXED' });
    expect(note.audioDurationSeconds).toBeCloseTo(1.5, 1);

    const whole = await fetch(`${server.url}${note.audioUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(recording)).toBe(true);
    const part = await fetch(`${server.url}${note.audioUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${server.url}/media/notes/${note.id}`)).status).toBe(401);

    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    const stolen = await fetch(`${server.url}/media/notes/${note.id}`, {
      headers: { authorization: `Bearer ${intruder}` },
    });
    expect(stolen.status).toBe(404);

    await graphql(server.url, 'mutation ($id: ID!) { deleteProject(id: $id) { id } }', { id }, token);
    expect((await fetch(`${server.url}${note.audioUrl}`)).status).toBe(404);
  });

  it('refuses a WAV sent as a voice note with BAD_USER_INPUT and stores nothing', async () => {
    const id = await createProject('Hums');
    const refused = await graphqlWithFile(
      server.url,
      token,
      'mutation ($id: ID!, $file: Upload!) { uploadVoiceNote(projectId: $id, file: $file) { id } }',
      { id },
      { bytes: makeWav({ seconds: 0.2 }), filename: 'voice.webm' },
    );
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toBe('Voice notes must be WebM or Ogg audio recorded with Opus.');
    const notes = await graphql(
      server.url,
      'query ($id: ID!) { notes(projectId: $id) { id } }',
      { id },
      token,
    );
    expect(notes.data?.notes).toEqual([]);
  });
});
