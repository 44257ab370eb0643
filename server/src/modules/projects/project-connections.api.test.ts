import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithInputFile, signUp, uploadTrackOverRest } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the assertions check.
async function call(query: string, variables: Record<string, unknown> = {}, as = token): Promise<any> {
  const answer = await graphql(server.url, query, variables, as);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data ?? {};
}

async function createProject(title: string, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await call(
    'mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }',
    {
      input: { title, ...fields },
    },
  );
  return created.createProject.id;
}

async function libraryTrack(title: string): Promise<string> {
  const uploaded = await uploadTrackOverRest(server.url, token, makeWav({ seconds: 0.2 }), `${title}.wav`, {
    title,
    artist: 'Nova Lane',
    bpm: 120,
    key: 'A minor',
    genre: 'Synthwave',
  });
  return uploaded.body.id as string;
}

async function attach(projectId: string, trackId: string): Promise<void> {
  await call('mutation ($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }', {
    input: { projectId, trackId },
  });
}

const PAGE = 'totalCount nodes { title } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

describe('projects connection', () => {
  it('pages most recently changed first, forwards and backwards, with counts beside it', async () => {
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) await createProject(title);
    await call('mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { id } }', {
      input: { projectId: await createProject('Six'), status: 'MIXING' },
    });

    const first = (await call(`query { projects(first: 2) { ${PAGE} } projectCounts { all draft mixing } }`))
      .projects;
    expect(first.nodes.map((project: { title: string }) => project.title)).toEqual(['Six', 'Five']);
    expect(first).toMatchObject({ totalCount: 6, pageInfo: { hasNextPage: true, hasPreviousPage: false } });

    const second = (
      await call(`query ($after: String) { projects(first: 2, after: $after) { ${PAGE} } }`, {
        after: first.pageInfo.endCursor,
      })
    ).projects;
    expect(second.nodes.map((project: { title: string }) => project.title)).toEqual(['Four', 'Three']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });

    const back = (
      await call(`query ($before: String) { projects(last: 2, before: $before) { ${PAGE} } }`, {
        before: second.pageInfo.startCursor,
      })
    ).projects;
    expect(back.nodes.map((project: { title: string }) => project.title)).toEqual(['Six', 'Five']);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const mixing = await call(
      `query { projects(status: MIXING) { ${PAGE} } projectCounts { all draft mixing } }`,
    );
    expect(mixing.projects.nodes).toEqual([{ title: 'Six' }]);
    expect(mixing.projectCounts).toEqual({ all: 6, draft: 5, mixing: 1 });
  });

  it('refuses a cursor that does not fit, a size out of range, and first with last', async () => {
    await createProject('Only');
    for (const query of [
      'query { projects(first: 2, after: "bm90LWEtY3Vyc29y") { totalCount } }',
      'query { projects(first: 0) { totalCount } }',
      'query { projects(first: 101) { totalCount } }',
      'query { projects(first: 1, last: 1) { totalCount } }',
    ]) {
      expect(errorCodes(await graphql(server.url, query, {}, token)), query).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('answers null with NOT_FOUND for an unknown project and keeps the rest of the answer', async () => {
    const answer = await graphql(
      server.url,
      'query ($id: ID!) { me { id } project(id: $id) { id } }',
      { id: randomUUID() },
      token,
    );
    expect(answer.data?.me.id).toEqual(expect.any(String));
    expect(answer.data?.project).toBeNull();
    expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
    expect((answer.errors?.[0] as { path?: unknown } | undefined)?.path).toEqual(['project']);
  });
});

describe('project genres', () => {
  it('takes and answers ProjectGenre values; tracks uploaded into the project get the display name', async () => {
    const genres = (await call('query { projectGenres }')).projectGenres;
    expect(genres[0]).toBe('ELECTRONIC');
    expect(genres).toContain('HIP_HOP');
    const id = await createProject('Cipher', { genre: 'HIP_HOP' });
    expect((await call('query ($id: ID!) { project(id: $id) { genre } }', { id })).project.genre).toBe(
      'HIP_HOP',
    );

    const uploaded = await graphqlWithInputFile(
      server.url,
      token,
      'mutation ($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { track { genre } } } } }',
      { projectId: id, title: 'Verse' },
      { bytes: makeWav({ seconds: 0.2 }), filename: 'verse.wav' },
    );
    expect(uploaded.data?.uploadProjectTrack.tracks.nodes).toEqual([{ track: { genre: 'Hip-Hop' } }]);

    const changed = await call(
      'mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { genre } }',
      { input: { projectId: id, genre: 'AMBIENT' } },
    );
    expect(changed.updateProject.genre).toBe('AMBIENT');
    const refused = await graphql(
      server.url,
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }',
      { input: { title: 'Polka night', genre: 'Hip-Hop' } },
      token,
    );
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
  });
});

describe("a project's tracks and notes", () => {
  it('pages tracks oldest first and notes newest first, for every project of a page', async () => {
    const neon = await createProject('Neon');
    const glass = await createProject('Glass');
    for (const title of ['Intro', 'Verse', 'Chorus']) await attach(neon, await libraryTrack(title));
    await attach(glass, await libraryTrack('Outro'));
    for (const content of ['first idea', 'second idea', 'third idea']) {
      await call('mutation ($input: CreateNoteInput!) { createNote(input: $input) { id } }', {
        input: { projectId: neon, content },
      });
    }

    const page = await call(`query {
      projects(first: 10) { nodes {
        title
        tracks(first: 2) { totalCount nodes { track { title } } pageInfo { hasNextPage endCursor } }
        notes(first: 2) { totalCount nodes { content } pageInfo { hasNextPage endCursor } }
      } }
    }`);
    // Neon changed last (its notes), so it comes first.
    const [neonCard, glassCard] = page.projects.nodes;
    expect(glassCard).toMatchObject({
      title: 'Glass',
      tracks: { totalCount: 1, nodes: [{ track: { title: 'Outro' } }], pageInfo: { hasNextPage: false } },
      notes: { totalCount: 0, nodes: [] },
    });
    expect(neonCard.tracks).toMatchObject({
      totalCount: 3,
      nodes: [{ track: { title: 'Intro' } }, { track: { title: 'Verse' } }],
      pageInfo: { hasNextPage: true },
    });
    expect(neonCard.notes).toMatchObject({
      totalCount: 3,
      nodes: [{ content: 'third idea' }, { content: 'second idea' }],
      pageInfo: { hasNextPage: true },
    });

    const rest = await call(
      `query ($id: ID!, $tracks: String, $notes: String) { project(id: $id) {
        tracks(first: 2, after: $tracks) { nodes { track { title } } pageInfo { hasNextPage hasPreviousPage } }
        notes(first: 2, after: $notes) { nodes { content } pageInfo { hasNextPage hasPreviousPage } }
        lastNote: notes(last: 1) { nodes { content } pageInfo { hasPreviousPage hasNextPage } }
      } }`,
      { id: neon, tracks: neonCard.tracks.pageInfo.endCursor, notes: neonCard.notes.pageInfo.endCursor },
    );
    expect(rest.project).toEqual({
      tracks: {
        nodes: [{ track: { title: 'Chorus' } }],
        pageInfo: { hasNextPage: false, hasPreviousPage: true },
      },
      notes: { nodes: [{ content: 'first idea' }], pageInfo: { hasNextPage: false, hasPreviousPage: true } },
      lastNote: {
        nodes: [{ content: 'first idea' }],
        pageInfo: { hasPreviousPage: true, hasNextPage: false },
      },
    });
    const stale = await graphql(
      server.url,
      'query ($id: ID!) { project(id: $id) { tracks(after: "bm9wZQ") { totalCount } } }',
      { id: neon },
      token,
    );
    expect(errorCodes(stale)).toEqual(['BAD_USER_INPUT']);

    // A refused cursor fails its own field only (the two pages load in one batch); a notes cursor
    // is not a tracks cursor.
    const mixed = await graphql(
      server.url,
      `query ($id: ID!, $notes: String) {
        fine: project(id: $id) { tracks(first: 1) { totalCount } }
        wrong: project(id: $id) { tracks(first: 1, after: $notes) { totalCount } }
      }`,
      { id: neon, notes: neonCard.notes.pageInfo.endCursor },
      token,
    );
    expect(errorCodes(mixed)).toEqual(['BAD_USER_INPUT']);
    expect(mixed.data).toEqual({ fine: { tracks: { totalCount: 3 } }, wrong: null });
  });

  it("pages a track's projects A to Z", async () => {
    const trackId = await libraryTrack('Hook');
    for (const title of ['Zephyr', 'Amber', 'Moss']) await attach(await createProject(title), trackId);
    await createProject('Unrelated');
    const first = await call(`query ($id: ID!) { track(id: $id) { projects(first: 2) { ${PAGE} } } }`, {
      id: trackId,
    });
    expect(first.track.projects).toMatchObject({
      totalCount: 3,
      nodes: [{ title: 'Amber' }, { title: 'Moss' }],
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
    const rest = await call(
      `query ($id: ID!, $after: String) { track(id: $id) { projects(first: 2, after: $after) { ${PAGE} } } }`,
      { id: trackId, after: first.track.projects.pageInfo.endCursor },
    );
    expect(rest.track.projects.nodes).toEqual([{ title: 'Zephyr' }]);
  });
});

describe('node(id:) for project tracks and lyrics', () => {
  it("finds the caller's ProjectTrack and Lyrics by id, and NOT_FOUND for another artist", async () => {
    const id = await createProject('Static Bloom');
    const trackId = await libraryTrack('Bloom');
    await attach(id, trackId);
    const saved = await call(
      'mutation ($input: SaveLyricsInput!) { saveLyrics(input: $input) { lyrics { id } tracks { nodes { id } } } }',
      { input: { projectId: id, title: 'Static Bloom', content: 'We grow in the hum' } },
    );
    const lyricsId = saved.saveLyrics.lyrics.id;
    const linkId = saved.saveLyrics.tracks.nodes[0].id;
    const NODE = `query ($id: ID!) { node(id: $id) {
      __typename id
      ... on ProjectTrack { status track { id } }
      ... on Lyrics { version content }
    } }`;
    expect((await call(NODE, { id: linkId })).node).toEqual({
      __typename: 'ProjectTrack',
      id: linkId,
      status: 'DRAFT',
      track: { id: trackId },
    });
    expect((await call(NODE, { id: lyricsId })).node).toEqual({
      __typename: 'Lyrics',
      id: lyricsId,
      version: 1,
      content: 'We grow in the hum',
    });

    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    for (const foreign of [linkId, lyricsId]) {
      const answer = await graphql(server.url, NODE, { id: foreign }, intruder);
      expect(answer.data?.node).toBeNull();
      expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
    }
  });

  it('changes a track status with updateProjectTrack and restores lyrics with restoreLyrics', async () => {
    const id = await createProject('Paper Moon');
    const trackId = await libraryTrack('Moon');
    await attach(id, trackId);
    const updated = await call(
      'mutation ($input: UpdateProjectTrackInput!) { updateProjectTrack(input: $input) { tracks { nodes { status } } } }',
      { input: { projectId: id, trackId, status: 'MASTERED' } },
    );
    expect(updated.updateProjectTrack.tracks.nodes).toEqual([{ status: 'MASTERED' }]);
    for (const content of ['one', 'two']) {
      await call('mutation ($input: SaveLyricsInput!) { saveLyrics(input: $input) { id } }', {
        input: { projectId: id, content },
      });
    }
    const restored = await call(
      'mutation ($input: RestoreLyricsInput!) { restoreLyrics(input: $input) { lyrics { version content } } }',
      { input: { projectId: id, version: 1 } },
    );
    expect(restored.restoreLyrics.lyrics).toEqual({ version: 3, content: 'one' });
    const detached = await call(
      'mutation ($input: DetachTrackFromProjectInput!) { detachTrackFromProject(input: $input) { trackCount } }',
      { input: { projectId: id, trackId } },
    );
    expect(detached.detachTrackFromProject.trackCount).toBe(0);
  });
});
