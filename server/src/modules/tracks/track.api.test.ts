import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  makeMp3,
  makeWav,
  TEXT_PRETENDING_TO_BE_MP3,
  wavHeaderWithGarbage,
} from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import {
  signUp,
  TRACK_FIELDS_QUERY,
  trackDetails,
  uploadTrackOverGraphql,
  uploadTrackOverRest,
} from '../../test/uploads.js';
import { Track } from './track.entity.js';

const db = useTestDatabase();
const server = useTestServer(db, { MAX_UPLOAD_MB: '1' });
const INVALID = 'Invalid file type. Please upload MP3 or WAV files.';

let token: string;
beforeEach(async () => {
  await fs.rm(server.config.storage.dir, { recursive: true, force: true });
  token = await signUp(server.url, uniqueEmail());
});

async function storedFiles(): Promise<string[]> {
  const list = async (dir: string): Promise<string[]> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? list(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      ),
    );
    return nested.flat();
  };
  return list(server.config.storage.dir);
}

async function expectNothingStored(): Promise<void> {
  expect(await db.orm.em.fork().count(Track, {})).toBe(0);
  expect(await storedFiles()).toEqual([]);
}

describe('uploading tracks', () => {
  it('uploads a WAV over GraphQL with its real facts, waveform and a playable address', async () => {
    const wav = makeWav({ seconds: 2, sampleRate: 8000, channels: 1 });
    const answer = await uploadTrackOverGraphql(
      server.url,
      token,
      wav,
      'renamed.mp3',
      trackDetails({ mood: 'Dreamy' }),
    );
    expect(answer.errors).toBeUndefined();
    const track = answer.data?.uploadTrack;
    expect(track).toMatchObject({
      title: 'Night Drive',
      artist: 'Nova Lane',
      bpm: 120,
      key: 'A minor',
      genre: 'Synthwave',
      mood: 'Dreamy',
      format: 'WAV',
      sampleRateHz: 8000,
      channels: 1,
      bitRateBitsPerSecond: 128000,
      sizeBytes: wav.length,
    });
    expect(track.durationSeconds).toBeCloseTo(2, 2);
    expect(track.waveform.min).toHaveLength(100);
    expect(Math.max(...track.waveform.max)).toBeGreaterThan(0.4);

    expect(track.audio.url).toMatch(new RegExp(`^${server.url}/media/tracks/${track.id}\\?token=`));
    const audio = await fetch(track.audio.url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await audio.arrayBuffer()).equals(wav)).toBe(true);
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(path.basename(files[0] ?? '')).toBe(`${track.id}.wav`);
  });

  it('uploads an MP3 over REST with the description fields and lists it in the description shape', async () => {
    const mp3 = makeMp3({ seconds: 1 });
    const created = await uploadTrackOverRest(
      server.url,
      token,
      mp3,
      'song.mp3',
      trackDetails({ bpm: '128' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Night Drive', bpm: 128, format: 'MP3', sampleRate: 44100 });

    const list = await fetch(`${server.url}/tracks`, { headers: { authorization: `Bearer ${token}` } });
    expect(await list.json()).toEqual([
      {
        id: created.body.id,
        title: 'Night Drive',
        artist: 'Nova Lane',
        genre: 'Synthwave',
        key: 'A minor',
        bpm: 128,
      },
    ]);
    expect(list.headers.get('x-total-count')).toBe('1');
  });

  it.each([
    ['text named .mp3', TEXT_PRETENDING_TO_BE_MP3, 'notes.mp3'],
    ['a WAV header with garbage', wavHeaderWithGarbage(), 'broken.wav'],
    ['an empty file', Buffer.alloc(0), 'empty.wav'],
  ])(
    'refuses %s with 415 over REST and BAD_USER_INPUT over GraphQL, storing nothing',
    async (_label, bytes, name) => {
      const rest = await uploadTrackOverRest(server.url, token, bytes, name);
      expect(rest.status).toBe(415);
      expect(rest.body.message).toBe(INVALID);
      const gql = await uploadTrackOverGraphql(server.url, token, bytes, name);
      expect(gql.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'BAD_USER_INPUT' } });
      await expectNothingStored();
    },
  );

  it('refuses a file over the size limit with 413 and the limit in the message', async () => {
    const big = Buffer.concat([makeWav({ seconds: 1 }), Buffer.alloc(1024 * 1024)]);
    const rest = await uploadTrackOverRest(server.url, token, big, 'big.wav');
    expect(rest.status).toBe(413);
    expect(rest.body.message).toBe('File is too large (max 1 MB).');
    const gql = await uploadTrackOverGraphql(server.url, token, big, 'big.wav');
    expect(gql.errors?.[0]).toMatchObject({
      message: 'File is too large (max 1 MB).',
      extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: 1024 * 1024 },
    });
    expect(rest.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', maxBytes: 1024 * 1024 });
    await expectNothingStored();
  });

  it("answers BAD_USER_INPUT, in GraphQL's shape, for a file the map names but the form lacks, and for two files", async () => {
    const send = async (map: Record<string, string[]>, files: string[]) => {
      const form = new FormData();
      const query = 'mutation($input: UploadTrackInput!) { uploadTrack(input: $input) { id } }';
      const variables = { input: { ...trackDetails(), file: null } };
      form.append('operations', JSON.stringify({ query, variables }));
      form.append('map', JSON.stringify(map));
      for (const name of files) form.append(name, new Blob([makeWav()]), `${name}.wav`);
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as { errors: { message: string; extensions: unknown }[] },
      };
    };

    const missing = await send({ 1: ['variables.input.file'] }, ['0']);
    expect(missing.body.errors[0]).toMatchObject({
      message: 'The request names a file that it does not contain.',
      extensions: { code: 'BAD_USER_INPUT', field: 'file' },
    });
    const two = await send({ 0: ['variables.input.file'], 1: ['variables.input.title'] }, ['0', '1']);
    expect(two.status).toBe(400);
    expect(two.body.errors[0]).toMatchObject({
      message: 'Send one file per request.',
      extensions: { code: 'BAD_USER_INPUT', field: 'file' },
    });
    await expectNothingStored();
  });

  it.each([
    ['a second track', 'track'],
    ['a file under another name', 'cover'],
  ])(
    'refuses %s over REST with the 400 GraphQL answers to a second file, storing nothing',
    async (_label, name) => {
      const form = new FormData();
      form.append('track', new Blob([makeWav()]), 'first.wav');
      form.append(name, new Blob([makeWav()]), 'second.wav');
      for (const [field, value] of Object.entries(trackDetails())) form.append(field, String(value));
      const response = await fetch(`${server.url}/tracks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'Send one file per request.',
        code: 'BAD_USER_INPUT',
        field: 'track',
      });
      await expectNothingStored();
      const one = await uploadTrackOverRest(server.url, token, makeWav(), 'one.wav');
      expect(one.status).toBe(201);
    },
  );

  it('refuses a form with more parts than the upload form has', async () => {
    const extra = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`extra${i}`, 'x']));
    const answer = await uploadTrackOverRest(server.url, token, makeWav(), 'a.wav', {
      ...trackDetails(),
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The upload has too many parts.');
    await expectNothingStored();
  });

  it('asks for a file when none is sent', async () => {
    const rest = await uploadTrackOverRest(server.url, token, null, '');
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('Please select a file to upload.');
  });

  it.each([
    [{ title: '  ' }, 'Title is required.'],
    [{ artist: '' }, 'Artist is required.'],
    [{ key: '' }, 'Key is required.'],
    [{ genre: '' }, 'Genre is required.'],
    [{ bpm: 'fast' }, 'BPM must be a number between 20 and 300.'],
    [{ bpm: '5000' }, 'BPM must be a number between 20 and 300.'],
    [{ bpm: '' }, 'BPM is required.'],
  ])('refuses fields %o with "%s", storing nothing', async (override, message) => {
    const answer = await uploadTrackOverRest(server.url, token, makeWav(), 'ok.wav', trackDetails(override));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    await expectNothingStored();
  });

  it('requires the CSRF preflight header for GraphQL uploads, and a signed-in user', async () => {
    const noHeader = await uploadTrackOverGraphql(server.url, token, makeWav(), 'a.wav', trackDetails(), {});
    expect(noHeader.status).toBe(400);
    const anonymous = await uploadTrackOverRest(server.url, null, makeWav(), 'a.wav');
    expect(anonymous.status).toBe(401);
    await expectNothingStored();
  });
});

describe('the library', () => {
  const TRACKS = `query Tracks($search: String, $genre: String, $sort: TrackSort, $direction: SortDirection, $first: Int, $after: String) {
    tracks(search: $search, genre: $genre, sort: $sort, direction: $direction, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { title artist bpm genre } }
    }
  }`;

  async function seed() {
    for (const [title, artist, bpm, genre] of [
      ['Alpha Wave', 'Zed', 90, 'Ambient'],
      ['Bravo Beat', 'Yara', 128, 'House'],
      ['Charlie Chill', 'Xeno', 70, 'Ambient'],
      ['Delta Drop', 'alpha crew', 140, 'Techno'],
    ] as const) {
      const answer = await uploadTrackOverRest(
        server.url,
        token,
        makeWav({ seconds: 0.2 }),
        'x.wav',
        trackDetails({ title, artist, bpm, genre }),
      );
      expect(answer.status).toBe(201);
    }
  }
  type TracksAnswer = { data?: { tracks?: { edges: { node: { title: string } }[] } } | null };
  const titles = (answer: TracksAnswer) => answer.data?.tracks?.edges.map((edge) => edge.node.title);

  it('searches title and artist case-insensitively, filters by genre and lists the genres', async () => {
    await seed();
    expect(titles(await graphql(server.url, TRACKS, { search: 'ALPHA', sort: 'TITLE' }, token))).toEqual([
      'Alpha Wave',
      'Delta Drop',
    ]);
    expect(titles(await graphql(server.url, TRACKS, { genre: 'Ambient', sort: 'TITLE' }, token))).toEqual([
      'Alpha Wave',
      'Charlie Chill',
    ]);
    expect(titles(await graphql(server.url, TRACKS, { search: '100%' }, token))).toEqual([]);
    expect((await graphql(server.url, '{ trackGenres }', {}, token)).data?.trackGenres).toEqual([
      'Ambient',
      'House',
      'Techno',
    ]);
    const rest = await fetch(`${server.url}/tracks?search=alpha&sort=TITLE`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await rest.json()) as { title: string }[]).map((track) => track.title)).toEqual([
      'Alpha Wave',
      'Delta Drop',
    ]);
  });

  it('serves each listed track its own waveform, asked for directly or through a fragment', async () => {
    await seed();
    const viaFragment = `query { tracks(sort: TITLE) { edges { node { title ...Player } } } }
      fragment Player on Track { waveform(points: 10) { min max } }`;
    type Listed = { data: { tracks: { edges: { node: { title: string; waveform: { max: number[] } } }[] } } };
    const listed = ((await graphql(server.url, viaFragment, {}, token)) as Listed).data.tracks.edges;
    expect(listed.length).toBeGreaterThan(1);
    for (const { node } of listed) {
      expect(node.waveform.max).toHaveLength(10);
      expect(Math.max(...node.waveform.max)).toBeGreaterThan(0);
    }
    const first = listed[0]?.node;
    type Listing = { data: { tracks: { edges: { node: { id: string } }[] } } };
    const ids = (
      (await graphql(server.url, '{ tracks(sort: TITLE) { edges { node { id } } } }', {}, token)) as Listing
    ).data.tracks.edges;
    const single = await graphql(
      server.url,
      'query ($id: ID!) { track(id: $id) { waveform(points: 10) { max } } }',
      { id: ids[0]?.node.id },
      token,
    );
    expect(single.data?.track).toEqual({ waveform: { max: first?.waveform.max } });
  });

  it('serves the compact waveform (base64 of signed byte pairs) with the same levels as the min/max lists', async () => {
    await seed();
    type Listed = {
      data: { tracks: { nodes: { waveform: { min: number[]; max: number[] }; waveformPeaks: string }[] } };
    };
    for (const points of [1, 10, 1000, 100_000]) {
      const query = `query ($points: Int!) { tracks(sort: TITLE) { nodes {
        waveform(points: $points) { min max } waveformPeaks(points: $points) } } }`;
      const listed = ((await graphql(server.url, query, { points }, token)) as Listed).data.tracks.nodes;
      expect(listed.length).toBeGreaterThan(1);
      for (const { waveform, waveformPeaks } of listed) {
        const bytes = new Int8Array(Buffer.from(waveformPeaks, 'base64'));
        const level = (byte: number) => Math.round((byte / 127) * 1000) / 1000;
        expect(bytes.length).toBe(waveform.min.length * 2);
        expect(waveform.min.length).toBeGreaterThan(0);
        const levels = (parity: number) =>
          Array.from(
            bytes.filter((_, index) => index % 2 === parity),
            level,
          );
        expect(levels(0)).toEqual(waveform.min);
        expect(levels(1)).toEqual(waveform.max);
      }
    }
  });

  it('sorts by title, artist, bpm and date in both directions', async () => {
    await seed();
    expect(titles(await graphql(server.url, TRACKS, { sort: 'BPM' }, token))).toEqual([
      'Charlie Chill',
      'Alpha Wave',
      'Bravo Beat',
      'Delta Drop',
    ]);
    expect(titles(await graphql(server.url, TRACKS, { sort: 'ARTIST', direction: 'DESC' }, token))).toEqual([
      'Alpha Wave',
      'Bravo Beat',
      'Charlie Chill',
      'Delta Drop',
    ]);
    expect(titles(await graphql(server.url, TRACKS, {}, token))).toEqual([
      'Delta Drop',
      'Charlie Chill',
      'Bravo Beat',
      'Alpha Wave',
    ]);
  });

  it('pages with first and after, counting every match', async () => {
    await seed();
    const first = await graphql(server.url, TRACKS, { sort: 'TITLE', first: 3 }, token);
    expect(first.data?.tracks).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
    expect(titles(first)).toEqual(['Alpha Wave', 'Bravo Beat', 'Charlie Chill']);
    const after = first.data?.tracks.pageInfo.endCursor;
    const second = await graphql(server.url, TRACKS, { sort: 'TITLE', first: 3, after }, token);
    expect(titles(second)).toEqual(['Delta Drop']);
    expect(second.data?.tracks.pageInfo.hasNextPage).toBe(false);

    // Relay's full PageInfo, and the page's tracks as `nodes` beside the edges.
    const PAGE = `query($after: String) { tracks(sort: TITLE, first: 3, after: $after) {
      nodes { title } edges { cursor node { title } }
      pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }`;
    const firstPage = (await graphql(server.url, PAGE, {}, token)).data?.tracks;
    expect(firstPage.nodes).toEqual(firstPage.edges.map((edge: { node: unknown }) => edge.node));
    expect(firstPage.pageInfo).toEqual({
      hasPreviousPage: false,
      hasNextPage: true,
      startCursor: firstPage.edges[0].cursor,
      endCursor: firstPage.edges[2].cursor,
    });
    const lastPage = (await graphql(server.url, PAGE, { after: firstPage.pageInfo.endCursor }, token)).data
      ?.tracks;
    expect(lastPage.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    expect(lastPage.nodes).toEqual([{ title: 'Delta Drop' }]);
    const bad = await graphql(server.url, TRACKS, { first: 500 }, token);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  const BACKWARDS = `query($last: Int, $before: String, $first: Int, $after: String) {
    tracks(sort: TITLE, last: $last, before: $before, first: $first, after: $after) {
      totalCount edges { cursor node { title } }
      pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }`;
  type Connection = {
    totalCount: number;
    edges: { cursor: string; node: { title: string } }[];
    pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string; endCursor: string };
  };
  const page = async (variables: Record<string, unknown>): Promise<Connection> =>
    (await graphql(server.url, BACKWARDS, variables, token)).data?.tracks;
  const pageTitles = (connection: Connection) => connection.edges.map((edge) => edge.node.title);

  it('pages backwards with last and before, with an exact PageInfo both ways', async () => {
    await seed();
    const end = await page({ last: 3 });
    expect(pageTitles(end)).toEqual(['Bravo Beat', 'Charlie Chill', 'Delta Drop']);
    expect(end).toMatchObject({ totalCount: 4, pageInfo: { hasPreviousPage: true, hasNextPage: false } });
    const start = await page({ last: 3, before: end.pageInfo.startCursor });
    expect(pageTitles(start)).toEqual(['Alpha Wave']);
    expect(start.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });

    // Forwards from a cursor: tracks before the page exist; before the first one, none do.
    const middle = await page({ first: 2, after: start.pageInfo.endCursor });
    expect(pageTitles(middle)).toEqual(['Bravo Beat', 'Charlie Chill']);
    expect(middle.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    // A window between two cursors, read from either end.
    const between = { after: start.pageInfo.endCursor, before: end.edges[2]?.cursor };
    const fromStart = await page({ ...between, first: 1 });
    expect(pageTitles(fromStart)).toEqual(['Bravo Beat']);
    expect(fromStart.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const fromEnd = await page({ ...between, last: 5 });
    expect(pageTitles(fromEnd)).toEqual(['Bravo Beat', 'Charlie Chill']);
    expect(fromEnd.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('refuses first with last, a bad size and a cursor that does not fit, as BAD_USER_INPUT', async () => {
    await seed();
    const byDate = (await graphql(server.url, '{ tracks(first: 1) { pageInfo { endCursor } } }', {}, token))
      .data?.tracks.pageInfo.endCursor;
    for (const variables of [
      { first: 1, last: 1 },
      { last: 0 },
      { last: 101 },
      { last: 2, before: 'not-a-cursor' },
      { first: 2, after: byDate },
    ]) {
      const answer = await graphql(server.url, BACKWARDS, variables, token);
      expect(answer.data).toBeNull();
      expect(errorCodes(answer), JSON.stringify(variables)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('answers a track that is not yours as null with NOT_FOUND, keeping the rest of the answer', async () => {
    const answer = await graphql(
      server.url,
      'query($id: ID!) { me { id } track(id: $id) { id } }',
      { id: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    expect(answer.data?.me.id).toEqual(expect.any(String));
    expect(answer.data?.track).toBeNull();
    expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
  });

  it('updates and deletes a track; deleting removes its file', async () => {
    const created = await uploadTrackOverRest(server.url, token, makeWav(), 'a.wav');
    const id = created.body.id as string;
    const updated = await graphql(
      server.url,
      `mutation($id: ID!) { updateTrack(input: { trackId: $id, title: "Renamed", mood: "Dark" }) { title mood artist } }`,
      { id },
      token,
    );
    expect(updated.data?.updateTrack).toEqual({ title: 'Renamed', mood: 'Dark', artist: 'Nova Lane' });
    const invalid = await graphql(
      server.url,
      'mutation($id: ID!) { updateTrack(input: { trackId: $id, title: "" }) { id } }',
      { id },
      token,
    );
    expect(invalid.errors?.[0]?.message).toBe('Title is required.');

    const deleted = await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id },
      token,
    );
    expect(deleted.data?.deleteTrack).toEqual({ id });
    await expectNothingStored();
    expect(
      errorCodes(await graphql(server.url, 'query($id: ID!) { track(id: $id) { id } }', { id }, token)),
    ).toEqual(['NOT_FOUND']);
  });
});

describe("another artist's tracks", () => {
  it('are invisible and unchangeable: lists, reads, changes, deletes and audio', async () => {
    const created = await uploadTrackOverRest(server.url, token, makeWav(), 'mine.wav');
    const id = created.body.id as string;
    const other = await signUp(server.url, uniqueEmail('other'));

    const theirs = await graphql(server.url, `{ tracks { totalCount } trackGenres }`, {}, other);
    expect(theirs.data).toEqual({ tracks: { totalCount: 0 }, trackGenres: [] });
    const read = await graphql(
      server.url,
      `query($id: ID!) { track(id: $id) { ${TRACK_FIELDS_QUERY} } }`,
      { id },
      other,
    );
    expect(read.errors?.[0]).toMatchObject({
      message: 'Track not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const change = await graphql(
      server.url,
      'mutation($id: ID!) { updateTrack(input: { trackId: $id, title: "Mine now" }) { id } }',
      { id },
      other,
    );
    expect(errorCodes(change)).toEqual(['NOT_FOUND']);
    const remove = await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id },
      other,
    );
    expect(errorCodes(remove)).toEqual(['NOT_FOUND']);
    const audio = await fetch(`${server.url}/media/tracks/${id}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(audio.status).toBe(404);

    const stillMine = await graphql(
      server.url,
      `query($id: ID!) { track(id: $id) { title } }`,
      { id },
      token,
    );
    expect(stillMine.data?.track.title).toBe('Night Drive');
    expect(await storedFiles()).toHaveLength(1);
  });
});

describe('playing audio', () => {
  it('validates with a strong ETag and Last-Modified: 304 when unchanged, If-Range per RFC 9110', async () => {
    const wav = makeWav({ seconds: 1 });
    const created = await uploadTrackOverRest(server.url, token, wav, 'a.wav');
    const url = `${server.url}/media/tracks/${created.body.id}`;
    // What a browser sends when it revalidates (fetch would otherwise add 'no-cache' to a conditional request).
    const auth = { authorization: `Bearer ${token}`, 'cache-control': 'max-age=0' };
    const first = await fetch(url, { headers: auth });
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());

    const unchanged = await fetch(url, { headers: { ...auth, 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);
    const notSince = await fetch(url, { headers: { ...auth, 'if-modified-since': lastModified } });
    expect(notSince.status).toBe(304);
    const otherTag = await fetch(url, { headers: { ...auth, 'if-none-match': '"something-else"' } });
    expect(otherTag.status).toBe(200);
    expect(Buffer.from(await otherTag.arrayBuffer()).equals(wav)).toBe(true);

    const range = { ...auth, range: 'bytes=0-9' };
    const sameTag = await fetch(url, { headers: { ...range, 'if-range': etag } });
    expect(sameTag.status).toBe(206);
    expect((await sameTag.arrayBuffer()).byteLength).toBe(10);
    const sameDate = await fetch(url, { headers: { ...range, 'if-range': lastModified } });
    expect(sameDate.status).toBe(206);
    await sameDate.arrayBuffer();
    for (const stale of ['"an-older-version"', `W/${etag}`, 'Tue, 01 Jan 2030 00:00:00 GMT']) {
      const whole = await fetch(url, { headers: { ...range, 'if-range': stale } });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);
    }
  });

  it('answers byte ranges with 206, and unsatisfiable ones with 416', async () => {
    const wav = makeWav({ seconds: 1 });
    const created = await uploadTrackOverRest(server.url, token, wav, 'a.wav');
    const url = `${server.url}/media/tracks/${created.body.id}`;
    const auth = { authorization: `Bearer ${token}` };

    const whole = await fetch(url, { headers: auth });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(wav.length));

    const part = await fetch(url, { headers: { ...auth, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${wav.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(100, 200))).toBe(true);

    const tail = await fetch(url, { headers: { ...auth, range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 10))).toBe(true);

    const beyond = await fetch(url, { headers: { ...auth, range: `bytes=${wav.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${wav.length}`);
  });

  it('answers 404 with a clear message when the stored file is gone, not a server error', async () => {
    const created = await uploadTrackOverRest(server.url, token, makeWav({ seconds: 1 }), 'a.wav');
    const track = await db.orm.em.fork().findOneOrFail(Track, { id: String(created.body.id) });
    await fs.rm(path.join(server.config.storage.dir, 'objects', track.storageKey));

    const answer = await fetch(`${server.url}/media/tracks/${track.id}`, {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=0-99' },
    });

    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This recording is no longer available.',
    });
  });

  it('plays with a signed address only for that track, and not with none', async () => {
    const first = await uploadTrackOverGraphql(server.url, token, makeWav(), 'a.wav');
    const second = await uploadTrackOverGraphql(server.url, token, makeWav(), 'b.wav');
    const signed = first.data?.uploadTrack.audio.url as string;
    expect((await fetch(signed)).status).toBe(200);
    const token1 = new URL(signed).searchParams.get('token');
    const reused = await fetch(`${server.url}/media/tracks/${second.data?.uploadTrack.id}?token=${token1}`);
    expect(reused.status).toBe(401);
    expect((await fetch(`${server.url}/media/tracks/${first.data?.uploadTrack.id}`)).status).toBe(401);
    // A media token is not an access token.
    expect(errorCodes(await graphql(server.url, '{ me { id } }', {}, token1 ?? ''))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});
