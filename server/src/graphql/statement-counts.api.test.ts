import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { graphql } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const PROJECTS = `query ($first: Int!) {
  projects(first: $first) {
    nodes {
      id title credits collaboratorCount collaborators { id role artist { artistName } } trackCount
      tracks(first: 10) { totalCount nodes { id status track { id title cover { url } } } }
      notes(first: 10) { totalCount nodes { id content } }
      lyrics { id content } lyricsRevisions { id content }
      mentorInsight { completionPercent headline nextStep }
    }
  }
}`;

const PLAYLISTS = `query ($first: Int!) {
  playlists(first: $first) {
    nodes { id name trackCount durationSeconds tracks(first: 10) { totalCount nodes { id title audio { url } } } }
  }
}`;

const TRACKS = `query ($first: Int!) {
  tracks(first: $first) {
    nodes {
      id title playlists(first: 5) { totalCount nodes { id name } } projects(first: 5) { totalCount nodes { id title } }
      analysis { status tempoBpm key loudnessLufs } duplicates { id title }
    }
  }
}`;

let token: string;
const PAGE_SIZES = [2, 8];

/** How many SQL statements the app sends while answering one GraphQL request. */
async function statementsFor(query: string, variables: Record<string, unknown>): Promise<number> {
  // Uploads are analysed in the background, and their results written then: not this request's.
  await server.services.trackAnalysis.whenIdle();
  // Every statement reaches PostgreSQL through a pg client, whichever ORM path sent it.
  const execute = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const answer = await graphql(server.url, query, variables, token);
    expect(answer.errors).toBeUndefined();
    return execute.mock.calls.length;
  } finally {
    execute.mockRestore();
  }
}

async function call(query: string, variables: Record<string, unknown>) {
  const answer = await graphql(server.url, query, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data ?? {};
}

/**
 * Eight projects, each with two tracks, a note, two versions of lyrics and two credits, and eight
 * playlists of three tracks.
 */
async function seedLibrary(): Promise<void> {
  token = await signUp(server.url, uniqueEmail());
  const trackIds: string[] = [];
  for (const title of ['One', 'Two', 'Three']) {
    const upload = await uploadTrackOverRest(
      server.url,
      token,
      makeWav({ seconds: 0.2 }),
      'a.wav',
      trackDetails({ title }),
    );
    trackIds.push(upload.body.id as string);
  }
  for (let index = 0; index < 8; index += 1) {
    const project = await call(
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }',
      {
        input: { title: `Song ${index}`, credits: ['Ana', 'Ben'] },
      },
    );
    const projectId = project.createProject.id;
    for (const trackId of trackIds.slice(0, 2)) {
      await call(
        'mutation ($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
        {
          input: { projectId, trackId },
        },
      );
    }
    await call('mutation ($input: CreateNoteInput!) { createNote(input: $input) { id } }', {
      input: { projectId, content: `Idea ${index}` },
    });
    for (const content of ['First verse', 'First verse\nSecond verse']) {
      await call('mutation ($input: SaveLyricsInput!) { saveLyrics(input: $input) { id } }', {
        input: { projectId, title: `Song ${index}`, content },
      });
    }
    const playlist = await call(
      'mutation ($input: CreatePlaylistInput!) { createPlaylist(input: $input) { id } }',
      {
        input: { name: `Set ${index}` },
      },
    );
    await call('mutation ($input: AddTracksToPlaylistInput!) { addTracksToPlaylist(input: $input) { id } }', {
      input: { playlistId: playlist.createPlaylist.id, trackIds },
    });
  }
}

describe('a page costs the same number of statements whatever its size', () => {
  it('for projects with their tracks, notes, collaborators, lyrics and insights', async () => {
    await seedLibrary();
    const [small, large] = [
      await statementsFor(PROJECTS, { first: PAGE_SIZES[0] }),
      await statementsFor(PROJECTS, { first: PAGE_SIZES[1] }),
    ];
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it('for playlists with their tracks', async () => {
    await seedLibrary();
    const [small, large] = [
      await statementsFor(PLAYLISTS, { first: PAGE_SIZES[0] }),
      await statementsFor(PLAYLISTS, { first: PAGE_SIZES[1] }),
    ];
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });
});

describe("a page of the artist's playlists", () => {
  it('is read in one statement: the page, its count and its figures', async () => {
    await seedLibrary();
    const plain = await statementsFor('{ __typename }', {});
    const page = '{ playlists(first: 5) { totalCount nodes { id name trackCount durationSeconds } } }';
    expect((await statementsFor(page, {})) - plain).toBe(1);
  });
});

describe("the Tracks screen's page and genres", () => {
  it('are read in one statement, and answer as each read alone does', async () => {
    await seedLibrary();
    const plain = await statementsFor('{ __typename }', {});
    const page =
      'tracks(first: 2, sort: TITLE) { totalCount nodes { id title genre } pageInfo { hasNextPage } }';
    expect((await statementsFor(`{ ${page} trackGenres }`, {})) - plain).toBe(1);
    const together = await call(`{ ${page} trackGenres }`, {});
    const alone = { ...(await call(`{ ${page} }`, {})), ...(await call('{ trackGenres }', {})) };
    expect(together).toEqual(alone);
    expect(together.trackGenres.length).toBeGreaterThan(0);
    expect(together.tracks.nodes).toHaveLength(2);
    // A page refused is that page's error, with its code.
    const refused = await graphql(
      server.url,
      '{ tracks(first: 2, after: "bad") { totalCount } trackGenres }',
      {},
      token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe("a track's analysis", () => {
  it('comes with the page of tracks, without another statement', async () => {
    await seedLibrary();
    const page = (fields: string) => `{ tracks(first: 5) { nodes { id ${fields} } } }`;
    const plain = await statementsFor(page(''), {});
    expect(await statementsFor(page('analysis { status tempoBpm key loudnessLufs }'), {})).toBe(plain);
  });
});

describe("the dashboard's news from projects", () => {
  it('counts what is new to the artist in one statement, their looks and the activity together', async () => {
    await seedLibrary();
    const plain = await statementsFor('{ __typename }', {});
    expect((await statementsFor('{ projectsWithNews { id newActivityCount } }', {})) - plain).toBe(1);
  });
});

describe('a page of tracks costs the same number of statements whatever its size', () => {
  it('with the playlists and projects that hold each track, its analysis and its duplicates', async () => {
    await seedLibrary();
    const { playlists } = await call('{ playlists(first: 1) { nodes { id } } }', {});
    const { projects } = await call('{ projects(first: 1) { nodes { id } } }', {});
    const trackIds: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const upload = await uploadTrackOverRest(
        server.url,
        token,
        makeWav({ seconds: 0.2 }),
        'b.wav',
        trackDetails({ title: `Extra ${index}` }),
      );
      trackIds.push(upload.body.id as string);
      await call(
        'mutation ($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
        { input: { projectId: projects.nodes[0].id, trackId: upload.body.id } },
      );
    }
    await call('mutation ($input: AddTracksToPlaylistInput!) { addTracksToPlaylist(input: $input) { id } }', {
      input: { playlistId: playlists.nodes[0].id, trackIds },
    });
    const page = await call(TRACKS, { first: PAGE_SIZES[1] });
    expect(page.tracks.nodes).toHaveLength(PAGE_SIZES[1] as number);
    expect(
      page.tracks.nodes.every(
        (track: { playlists: { totalCount: number } }) => track.playlists.totalCount > 0,
      ),
    ).toBe(true);

    const [small, large] = [
      await statementsFor(TRACKS, { first: PAGE_SIZES[0] }),
      await statementsFor(TRACKS, { first: PAGE_SIZES[1] }),
    ];
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });
});

describe('creating a playlist', () => {
  it('answers a new playlist from what it wrote: begin, insert, commit, and the same as a read', async () => {
    token = await signUp(server.url, uniqueEmail());
    const fields = 'id name trackCount durationSeconds createdAt updatedAt';
    const create = `mutation { createPlaylist(input: { name: "Late sets" }) { ${fields} } }`;
    await statementsFor('{ __typename }', {});
    // The session check is remembered after the first request; what is left is the request's own.
    const baseline = await statementsFor('{ __typename }', {});
    // An empty playlist moves none of the manager's stored facts: nothing more to write.
    expect((await statementsFor(create, {})) - baseline).toBe(3);
    const { createPlaylist: created } = await call(create, {});
    const { playlist } = await call(`query ($id: ID!) { playlist(id: $id) { ${fields} } }`, {
      id: created.id,
    });
    expect(created).toEqual(playlist);
    expect(created).toMatchObject({ name: 'Late sets', trackCount: 0, durationSeconds: 0 });
  });
});

describe('what the header and the player poll', () => {
  const LIST = 'notifications(first: 20) { nodes { id text actor { id avatar } } }';
  const inbox = (counts: string) => `{ notifications { ${counts} ${LIST} } }`;

  it("reads the header's inbox, its counts beside its page, in one statement before the plan is stored", async () => {
    token = await signUp(server.url, uniqueEmail());
    const other = await signUp(server.url, uniqueEmail());
    const me = await call('{ me { id } }', {});
    const connect = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
    const connected = await graphql(server.url, connect, { id: me.me.id }, other);
    expect(connected.errors).toBeUndefined();
    const header = await call(inbox('unreadCount openTasksToday'), {});
    expect(header.notifications.notifications.nodes).toHaveLength(1);
    expect(header.notifications.unreadCount).toBe(1);
    expect(header.notifications.openTasksToday).toBeGreaterThanOrEqual(2);

    const plain = await statementsFor('{ notifications { __typename } }', {});
    // The page, the unread count and today's open tasks (the manager's state and stored facts, with no
    // reading of the artist's work to draft a plan): one statement, as a plain list is.
    expect((await statementsFor(inbox('unreadCount openTasksToday'), {})) - plain).toBe(1);
    // Asked without the page, the counts are one statement too.
    expect((await statementsFor('{ notifications { unreadCount openTasksToday } }', {})) - plain).toBe(1);
  });

  it('reads a page of notifications in one statement: the page, its count and the actors', async () => {
    token = await signUp(server.url, uniqueEmail());
    const me = await call('{ me { id } }', {});
    const connect = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
    for (const other of [await signUp(server.url, uniqueEmail()), await signUp(server.url, uniqueEmail())]) {
      expect((await graphql(server.url, connect, { id: me.me.id }, other)).errors).toBeUndefined();
    }
    const full =
      '{ notifications { notifications { nodes { id kind text preview eventCount updatedAt read actor { id avatar } } } } }';
    const nodes = (await call(full, {})).notifications.notifications.nodes;
    expect(nodes).toHaveLength(2);
    for (const node of nodes) {
      expect(node).toMatchObject({ kind: 'CONNECTION', preview: '', eventCount: 1, read: false });
      expect(node.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const plain = await statementsFor('{ notifications { __typename } }', {});
    expect((await statementsFor(inbox(''), {})) - plain).toBe(1);

    // A second page under another alias is read on its own, and each answers its own arguments.
    const twoPages = await call(
      '{ notifications { unreadCount one: notifications(first: 1) { nodes { id } } two: notifications(first: 2) { nodes { id } } } }',
      {},
    );
    expect(twoPages.notifications.unreadCount).toBe(2);
    expect(twoPages.notifications.one.nodes).toEqual([nodes[0]].map(({ id }) => ({ id })));
    expect(twoPages.notifications.two.nodes).toEqual(nodes.map(({ id }: { id: string }) => ({ id })));
  });

  it('reads a page of waveforms once: the next request for them reads no peaks', async () => {
    token = await signUp(server.url, uniqueEmail());
    for (const title of ['One', 'Two']) {
      const upload = await uploadTrackOverRest(
        server.url,
        token,
        makeWav({ seconds: 0.2 }),
        'a.wav',
        trackDetails({ title }),
      );
      expect(upload.status).toBe(201);
    }
    const page = `{ tracks(first: 50) { nodes { id waveform(points: 100) { min max } waveformPeaks(points: 100) } } }`;
    const plain = await statementsFor('{ tracks(first: 50) { nodes { id } } }', {});
    const first = await statementsFor(page, {});
    const again = await statementsFor(page, {});
    expect(first).toBe(plain + 1);
    expect(again).toBe(plain);
  });
});

describe('a sign-in', () => {
  it('sends five statements: the two counts, the account, the session with its token in one, the cleared failures', async () => {
    const email = uniqueEmail();
    await signUp(server.url, email);
    const execute = vi.spyOn(pg.Client.prototype, 'query');
    let signedIn: Response;
    try {
      signedIn = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery' }),
      });
      expect(signedIn.status).toBe(200);
      expect(execute.mock.calls.length).toBe(5);
    } finally {
      execute.mockRestore();
    }
    // The session it opened works, and its refresh token turns once into a new pair.
    const { accessToken, refreshToken } = (await signedIn.json()) as Record<string, string>;
    expect((await graphql(server.url, '{ me { id } }', {}, accessToken)).errors).toBeUndefined();
    const refreshed = await fetch(`${server.url}/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(refreshed.status).toBe(200);
  });
});
