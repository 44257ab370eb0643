import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql, postJson } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

async function uploadTracks(accessToken: string, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles) {
    const answer = await uploadTrackOverRest(
      server.url,
      accessToken,
      makeWav({ seconds: 0.5 }),
      'take.wav',
      trackDetails({ title }),
    );
    expect(answer.status).toBe(201);
    ids.push(answer.body.id as string);
  }
  return ids;
}

const PLAYLIST = `query ($id: ID!) {
  playlist(id: $id) { id name trackCount durationSeconds tracks { nodes { id title } } }
}`;

async function createPlaylist(name: string, accessToken = token): Promise<string> {
  const answer = await graphql(
    server.url,
    'mutation ($name: String!) { createPlaylist(input: { name: $name }) { id } }',
    { name },
    accessToken,
  );
  return answer.data?.createPlaylist.id;
}

async function titlesOf(playlistId: string): Promise<string[]> {
  const answer = await graphql(server.url, PLAYLIST, { id: playlistId }, token);
  return answer.data?.playlist.tracks.nodes.map((track: { title: string }) => track.title);
}

describe('playlists over GraphQL', () => {
  it('creates, lists with counts, adds, moves, removes, renames and deletes', async () => {
    const [a, b, c] = await uploadTracks(token, ['Alpha', 'Bravo', 'Charlie']);
    const id = await createPlaylist('Warm Up');
    const added = await graphql(
      server.url,
      'mutation ($id: ID!, $trackIds: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) { trackCount tracks { nodes { title } } } }',
      { id, trackIds: [a, b, c] },
      token,
    );
    expect(added.data?.addTracksToPlaylist).toEqual({
      trackCount: 3,
      tracks: { nodes: [{ title: 'Alpha' }, { title: 'Bravo' }, { title: 'Charlie' }] },
    });

    const moved = await graphql(
      server.url,
      'mutation ($id: ID!, $trackId: ID!) { moveTrackInPlaylist(input: { playlistId: $id, trackId: $trackId, toIndex: 0 }) { tracks { nodes { title } } } }',
      { id, trackId: c },
      token,
    );
    expect(
      moved.data?.moveTrackInPlaylist.tracks.nodes.map((track: { title: string }) => track.title),
    ).toEqual(['Charlie', 'Alpha', 'Bravo']);

    await graphql(
      server.url,
      'mutation ($id: ID!, $trackId: ID!) { removeTrackFromPlaylist(input: { playlistId: $id, trackId: $trackId }) { id } }',
      { id, trackId: a },
      token,
    );
    expect(await titlesOf(id)).toEqual(['Charlie', 'Bravo']);

    const renamed = await graphql(
      server.url,
      'mutation ($id: ID!) { updatePlaylist(input: { playlistId: $id, name: "Peak Time" }) { id name } }',
      { id },
      token,
    );
    expect(renamed.data?.updatePlaylist).toEqual({ id, name: 'Peak Time' });

    const listed = await graphql(
      server.url,
      '{ playlists { nodes { name trackCount durationSeconds } } }',
      {},
      token,
    );
    expect(listed.data?.playlists.nodes).toEqual([{ name: 'Peak Time', trackCount: 2, durationSeconds: 1 }]);

    const deleted = await graphql(
      server.url,
      'mutation ($id: ID!) { deletePlaylist(input: { playlistId: $id }) { id } }',
      { id },
      token,
    );
    expect(deleted.data?.deletePlaylist).toEqual({ id });
    expect(
      (await graphql(server.url, '{ playlists { totalCount nodes { id } } }', {}, token)).data?.playlists,
    ).toEqual({ totalCount: 0, nodes: [] });
    expect((await graphql(server.url, '{ tracks { totalCount } }', {}, token)).data?.tracks.totalCount).toBe(
      3,
    );
  });

  it('names the playlists that already hold a track; adding it again keeps its place', async () => {
    const [a, b] = (await uploadTracks(token, ['One', 'Two'])) as [string, string];
    const first = await createPlaylist('First');
    await createPlaylist('Second');
    const add = (trackIds: string[]) =>
      graphql(
        server.url,
        'mutation ($id: ID!, $trackIds: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) { trackCount } }',
        { id: first, trackIds },
        token,
      );
    await add([a, b]);
    const holding = 'query ($trackId: ID!) { track(id: $trackId) { playlists { totalCount nodes { id } } } }';
    expect((await graphql(server.url, holding, { trackId: a }, token)).data?.track.playlists).toEqual({
      totalCount: 1,
      nodes: [{ id: first }],
    });
    expect((await add([a])).data?.addTracksToPlaylist.trackCount).toBe(2);
    expect(await titlesOf(first)).toEqual(['One', 'Two']);
    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    expect(errorCodes(await graphql(server.url, holding, { trackId: a }, intruder))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await graphql(server.url, holding, { trackId: a }))).toEqual(['UNAUTHENTICATED']);
  });

  it('lists every playlist with its tracks in one answer', async () => {
    const [a, b] = await uploadTracks(token, ['One', 'Two']);
    const first = await createPlaylist('First');
    const second = await createPlaylist('Second');
    for (const [playlistId, trackIds] of [
      [first, [a, b]],
      [second, [b]],
    ] as const) {
      await graphql(
        server.url,
        'mutation ($id: ID!, $trackIds: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) { id } }',
        { id: playlistId, trackIds },
        token,
      );
    }
    const listed = await graphql(
      server.url,
      '{ playlists { nodes { name tracks { totalCount nodes { title } } } } }',
      {},
      token,
    );
    expect(listed.data?.playlists.nodes).toEqual([
      { name: 'Second', tracks: { totalCount: 1, nodes: [{ title: 'Two' }] } },
      { name: 'First', tracks: { totalCount: 2, nodes: [{ title: 'One' }, { title: 'Two' }] } },
    ]);
    const firstOfEach = await graphql(
      server.url,
      '{ playlists { nodes { name tracks(first: 1) { nodes { title } pageInfo { hasNextPage } } } } }',
      {},
      token,
    );
    expect(firstOfEach.data?.playlists.nodes).toEqual([
      { name: 'Second', tracks: { nodes: [{ title: 'Two' }], pageInfo: { hasNextPage: false } } },
      { name: 'First', tracks: { nodes: [{ title: 'One' }], pageInfo: { hasNextPage: true } } },
    ]);
  });

  it('answers bad input with BAD_USER_INPUT and a clear message, changing nothing', async () => {
    const blank = await graphql(
      server.url,
      'mutation { createPlaylist(input: { name: "  " }) { id } }',
      {},
      token,
    );
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Playlist name is required.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await graphql(
      server.url,
      'mutation ($name: String!) { createPlaylist(input: { name: $name }) { id } }',
      { name: 'n'.repeat(101) },
      token,
    );
    expect(long.errors?.[0]?.message).toBe('Playlist name must be at most 100 characters.');
    const [a] = await uploadTracks(token, ['Only']);
    const id = await createPlaylist('Solo');
    await graphql(
      server.url,
      'mutation ($id: ID!, $trackIds: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) { id } }',
      { id, trackIds: [a] },
      token,
    );
    const outside = await graphql(
      server.url,
      'mutation ($id: ID!, $trackId: ID!) { moveTrackInPlaylist(input: { playlistId: $id, trackId: $trackId, toIndex: 3 }) { id } }',
      { id, trackId: a },
      token,
    );
    expect(outside.errors?.[0]).toMatchObject({
      message: 'The new position must be between 0 and 0.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await graphql(server.url, '{ playlists { nodes { name } } }', {}, token)).data?.playlists,
    ).toEqual({
      nodes: [{ name: 'Solo' }],
    });
  });

  it('pages playlists newest first with first/after and last/before, and refuses a bad cursor', async () => {
    for (const name of ['P1', 'P2', 'P3', 'P4']) await createPlaylist(name);
    const PAGE = `query ($first: Int, $after: String, $last: Int, $before: String) {
      playlists(first: $first, after: $after, last: $last, before: $before) {
        totalCount edges { cursor node { name } }
        pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }`;
    const names = (connection: { edges: { node: { name: string } }[] }) =>
      connection.edges.map((edge) => edge.node.name);

    const first = (await graphql(server.url, PAGE, { first: 3 }, token)).data?.playlists;
    expect(names(first)).toEqual(['P4', 'P3', 'P2']);
    expect(first).toMatchObject({ totalCount: 4, pageInfo: { hasPreviousPage: false, hasNextPage: true } });
    const rest = (await graphql(server.url, PAGE, { first: 3, after: first.pageInfo.endCursor }, token)).data
      ?.playlists;
    expect(names(rest)).toEqual(['P1']);
    expect(rest.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    const last = (await graphql(server.url, PAGE, { last: 2 }, token)).data?.playlists;
    expect(names(last)).toEqual(['P2', 'P1']);
    expect(last.pageInfo).toMatchObject({ hasPreviousPage: true });
    const earlier = (await graphql(server.url, PAGE, { last: 2, before: last.pageInfo.startCursor }, token))
      .data?.playlists;
    expect(names(earlier)).toEqual(['P4', 'P3']);
    expect(earlier.pageInfo).toMatchObject({ hasPreviousPage: false });

    for (const variables of [{ first: 1, last: 1 }, { first: 101 }, { first: 2, after: 'nope' }]) {
      expect(errorCodes(await graphql(server.url, PAGE, variables, token))).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('pages playlists created at the same instant newest id first, as the unpaged list orders them', async () => {
    const ids: string[] = [];
    for (const name of ['T1', 'T2', 'T3', 'T4', 'T5']) ids.push(await createPlaylist(name));
    await db
      .fork()
      .execute('update playlists set created_at = ? where id = any(cast(? as uuid[]))', [
        '2026-01-02T03:04:05.678901Z',
        `{${ids.join(',')}}`,
      ]);
    const expected = [...ids].sort().reverse();
    const PAGE = `query ($first: Int, $after: String, $last: Int, $before: String) {
      playlists(first: $first, after: $after, last: $last, before: $before) {
        nodes { id } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }`;
    const forwards: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = (await graphql(server.url, PAGE, { first: 2, after }, token)).data?.playlists;
      forwards.push(...page.nodes.map((node: { id: string }) => node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(forwards).toEqual(expected);
    const backwards: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = (await graphql(server.url, PAGE, { last: 2, before }, token)).data?.playlists;
      backwards.unshift(...page.nodes.map((node: { id: string }) => node.id));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(backwards).toEqual(expected);
    const listed = await fetch(`${server.url}/playlists`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await listed.json()) as { id: string }[]).map((playlist) => playlist.id)).toEqual(expected);
  });

  it("pages a playlist's tracks in playlist order, and answers an unknown playlist as null beside the rest", async () => {
    const ids = await uploadTracks(token, ['One', 'Two', 'Three']);
    const id = await createPlaylist('Ordered');
    await graphql(
      server.url,
      'mutation ($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
      { id, t: [...ids].reverse() },
      token,
    );
    const TRACKS = `query ($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
      playlist(id: $id) { tracks(first: $first, after: $after, last: $last, before: $before) {
        totalCount nodes { title } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } } }`;
    const tracks = async (variables: Record<string, unknown>) =>
      (await graphql(server.url, TRACKS, { id, ...variables }, token)).data?.playlist.tracks;

    const head = await tracks({ first: 2 });
    expect(head).toMatchObject({
      totalCount: 3,
      nodes: [{ title: 'Three' }, { title: 'Two' }],
      pageInfo: { hasPreviousPage: false, hasNextPage: true },
    });
    expect(await tracks({ first: 2, after: head.pageInfo.endCursor })).toMatchObject({
      nodes: [{ title: 'One' }],
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
    expect(await tracks({ last: 1, before: head.pageInfo.endCursor })).toMatchObject({
      nodes: [{ title: 'Three' }],
      pageInfo: { hasPreviousPage: false, hasNextPage: true },
    });
    const stale = await graphql(server.url, TRACKS, { id, first: 1, after: 'not-a-cursor' }, token);
    expect(errorCodes(stale)).toEqual(['BAD_USER_INPUT']);

    const missing = await graphql(
      server.url,
      'query ($id: ID!) { me { id } playlist(id: $id) { id } }',
      { id: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    expect(missing.data?.me.id).toEqual(expect.any(String));
    expect(missing.data?.playlist).toBeNull();
    expect(errorCodes(missing)).toEqual(['NOT_FOUND']);
  });

  it('needs a signed-in caller', async () => {
    const answer = await graphql(server.url, '{ playlists { totalCount } }');
    expect(errorCodes(answer)).toEqual(['UNAUTHENTICATED']);
  });
});

describe("another artist's playlists", () => {
  it('answer NOT_FOUND to every operation and stay as they were', async () => {
    const [a, b] = await uploadTracks(token, ['Mine A', 'Mine B']);
    const id = await createPlaylist('Private');
    await graphql(
      server.url,
      'mutation ($id: ID!, $trackIds: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) { id } }',
      { id, trackIds: [a, b] },
      token,
    );
    const other = await signUp(server.url, uniqueEmail('other'));
    const [theirs] = await uploadTracks(other, ['Theirs']);

    expect((await graphql(server.url, '{ playlists { totalCount } }', {}, other)).data?.playlists).toEqual({
      totalCount: 0,
    });
    const operations = [
      [PLAYLIST, { id }],
      ['mutation ($id: ID!) { updatePlaylist(input: { playlistId: $id, name: "Taken" }) { id } }', { id }],
      ['mutation ($id: ID!) { deletePlaylist(input: { playlistId: $id }) { id } }', { id }],
      [
        'mutation ($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
        { id, t: [theirs] },
      ],
      [
        'mutation ($id: ID!, $t: ID!) { removeTrackFromPlaylist(input: { playlistId: $id, trackId: $t }) { id } }',
        { id, t: a },
      ],
      [
        'mutation ($id: ID!, $t: ID!) { moveTrackInPlaylist(input: { playlistId: $id, trackId: $t, toIndex: 1 }) { id } }',
        { id, t: a },
      ],
    ] as const;
    for (const [query, variables] of operations) {
      expect(errorCodes(await graphql(server.url, query, variables, other))).toEqual(['NOT_FOUND']);
    }
    // Nor can they put my track in their own playlist.
    const theirPlaylist = await createPlaylist('Theirs', other);
    const borrowed = await graphql(
      server.url,
      'mutation ($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
      { id: theirPlaylist, t: [a] },
      other,
    );
    expect(borrowed.errors?.[0]).toMatchObject({
      message: 'Track not found.',
      extensions: { code: 'NOT_FOUND' },
    });

    expect(await titlesOf(id)).toEqual(['Mine A', 'Mine B']);
  });
});

describe('playlists over REST', () => {
  it('GET /playlists and POST /playlists answer the description shapes', async () => {
    const created = await postJson(
      server.url,
      '/playlists',
      { name: 'From REST' },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'From REST', trackCount: 0 });

    const listed = await fetch(`${server.url}/playlists`, { headers: { authorization: `Bearer ${token}` } });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([{ id: created.body.id, name: 'From REST', trackCount: 0 }]);
  });

  it('answers a blank name with 400 and no sign-in with 401', async () => {
    const blank = await postJson(
      server.url,
      '/playlists',
      { name: '' },
      { authorization: `Bearer ${token}` },
    );
    expect(blank).toMatchObject({ status: 400, body: { message: 'Playlist name is required.' } });
    const anonymous = await fetch(`${server.url}/playlists`);
    expect(anonymous.status).toBe(401);
    const anonymousCreate = await postJson(server.url, '/playlists', { name: 'Nope' });
    expect(anonymousCreate.status).toBe(401);
    expect((await graphql(server.url, '{ playlists { totalCount } }', {}, token)).data?.playlists).toEqual({
      totalCount: 0,
    });
  });
});
