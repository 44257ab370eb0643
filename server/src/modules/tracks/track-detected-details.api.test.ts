import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../test/audio-encoders.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql } from '../../test/http-client.js';
import { waitForLockWaits } from '../../test/lock-waits.js';
import { useTestServer } from '../../test/test-server.js';
import {
  graphqlWithFile,
  signUp,
  trackDetails,
  uploadTrackOverGraphql,
  uploadTrackOverRest,
} from '../../test/uploads.js';
import { keyCase } from '../audio-analysis/key-test-set.js';
import { tempoCase } from '../audio-analysis/tempo-test-set.js';

const db = useTestDatabase();
const server = useTestServer(db, { ANALYSE_UPLOADS: 'true' });

const RATE = 22_050;
const DETAILS = 'id bpm bpmConfirmed key keyConfirmed analysis { status }';
const TRACK = `query ($id: ID!) { track(id: $id) { ${DETAILS} } }`;
const UPDATE = `mutation ($input: UpdateTrackInput!) { updateTrack(input: $input) { ${DETAILS} } }`;
const TITLES = `query ($bpmMin: Float, $bpmMax: Float, $key: String, $compatibleKeys: Boolean) {
  tracks(first: 50, sort: TITLE, bpmMin: $bpmMin, bpmMax: $bpmMax, key: $key, compatibleKeys: $compatibleKeys) {
    nodes { title }
  }
}`;

/** An 8 s WAV: a rock loop at 128 BPM under a piano phrase in A minor. */
function wavAt128InAMinor(): Buffer {
  const loop = tempoCase('rock', 128, RATE, 8).audio.channels[0] as Float32Array;
  const phrase = keyCase(9, 'minor', 0, 'piano', RATE, 8).audio.channels[0] as Float32Array;
  return encodeWav([loop.map((sample, i) => 0.4 * sample + 0.6 * (phrase[i] ?? 0))], RATE, { bits: 16 });
}

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the assertions check.
async function readTrack(token: string, id: string): Promise<any> {
  const answer = await graphql(server.url, TRACK, { id }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.track;
}

async function titles(token: string, filter: Record<string, unknown>): Promise<string[]> {
  const answer = await graphql(server.url, TITLES, filter, token);
  expect(answer.errors).toBeUndefined();
  return ((answer.data?.tracks.nodes ?? []) as { title: string }[]).map((node) => node.title);
}

describe('bpm and key detected rather than typed', () => {
  it('stay unconfirmed, take the analysis’s own detection, and an edit confirms them', async () => {
    const token = await signUp(server.url, uniqueEmail());
    // The upload screen prefilled 127 and 'Am' from its own analysis; the artist typed neither.
    const uploaded = await uploadTrackOverGraphql(
      server.url,
      token,
      wavAt128InAMinor(),
      'groove.wav',
      trackDetails({ bpm: 127, key: 'Am', detected: ['BPM', 'KEY'] }),
    );
    expect(uploaded.errors).toBeUndefined();
    const id = uploaded.data?.uploadTrack.id as string;
    await server.services.trackAnalysis.whenIdle();
    expect(await readTrack(token, id)).toEqual({
      id,
      bpm: 128,
      bpmConfirmed: false,
      key: 'A minor',
      keyConfirmed: false,
      analysis: { status: 'DONE' },
    });
    // Setting the key (even to what it holds) confirms it; the bpm stays detected.
    const edited = await graphql(server.url, UPDATE, { input: { trackId: id, key: 'A minor' } }, token);
    expect(edited.data?.updateTrack).toMatchObject({ bpmConfirmed: false, keyConfirmed: true });
  });

  it('lets an edit made while the analysis writes win: the tempo kept is the one the artist chose', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const uploaded = await uploadTrackOverRest(
      server.url,
      token,
      makeWav({ seconds: 1 }),
      'a.wav',
      trackDetails({ bpm: '127', detected: 'bpm' }),
    );
    const id = uploaded.body.id as string;
    // The analysis's unit of work, held open with its 128 written but not committed.
    const analysis = new pg.Client({ connectionString: db.url });
    await analysis.connect();
    try {
      await analysis.query('begin');
      await analysis.query('update tracks set bpm = 128 where id = $1', [id]);
      // The artist keeps 127 meanwhile: the edit waits for the analysis, then sets 127 over its 128.
      const keeping = graphql(server.url, UPDATE, { input: { trackId: id, bpm: 127 } }, token);
      await waitForLockWaits(analysis);
      await analysis.query('commit');
      expect((await keeping).data?.updateTrack).toMatchObject({ bpm: 127, bpmConfirmed: true });
    } finally {
      await analysis.end();
    }
    expect(await readTrack(token, id)).toMatchObject({ bpm: 127, bpmConfirmed: true });
  });

  it('leaves what the artist typed as it is, and marks it confirmed', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const uploaded = await uploadTrackOverRest(
      server.url,
      token,
      wavAt128InAMinor(),
      'groove.wav',
      trackDetails({ bpm: '90', key: 'C major', detected: 'key' }),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      bpmConfirmed: true,
      keyConfirmed: false,
      analysis: { status: 'PENDING' },
    });
    await server.services.trackAnalysis.whenIdle();
    expect(await readTrack(token, uploaded.body.id as string)).toMatchObject({
      bpm: 90,
      key: 'A minor',
      bpmConfirmed: true,
    });
  });

  it("gives a project upload's placeholder tempo and key the detected ones", async () => {
    const token = await signUp(server.url, uniqueEmail());
    const project = await graphql(
      server.url,
      'mutation { createProject(input: { title: "Demo" }) { id } }',
      {},
      token,
    );
    const projectId = project.data?.createProject.id as string;
    const song = await graphqlWithFile(
      server.url,
      token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { track { id } } } } }',
      { input: { projectId, title: 'Groove' } },
      { bytes: wavAt128InAMinor(), filename: 'groove.wav' },
    );
    expect(song.errors).toBeUndefined();
    const id = song.data?.uploadProjectTrack.tracks.nodes[0].track.id as string;
    await server.services.trackAnalysis.whenIdle();
    expect(await readTrack(token, id)).toMatchObject({
      bpm: 128,
      key: 'A minor',
      bpmConfirmed: false,
      keyConfirmed: false,
    });
  });

  it('refuses a detected list naming anything else', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const rest = await uploadTrackOverRest(
      server.url,
      token,
      makeWav({ seconds: 1 }),
      'a.wav',
      trackDetails({ detected: 'bpm,title' }),
    );
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('detected can list BPM and KEY only.');
  });
});

describe('the library by tempo and key', () => {
  async function library(): Promise<string> {
    const token = await signUp(server.url, uniqueEmail());
    const tracks = [
      ['Slow in A minor', 80, 'Am'],
      ['Mid in C', 120, 'C major'],
      ['Mid in E minor', 124, 'e min'],
      ['Fast in F#', 140, 'F# major'],
      ['Fast, no key', 150, 'Unknown'],
    ] as const;
    for (const [title, bpm, key] of tracks) {
      const answer = await uploadTrackOverRest(
        server.url,
        token,
        makeWav({ seconds: 1 }),
        'a.wav',
        trackDetails({ title, bpm, key }),
      );
      expect(answer.status).toBe(201);
    }
    return token;
  }

  it('filters by a BPM range, a key however it is spelled, and the keys that mix with it', async () => {
    const token = await library();
    expect(await titles(token, { bpmMin: 120, bpmMax: 140 })).toEqual([
      'Fast in F#',
      'Mid in C',
      'Mid in E minor',
    ]);
    expect(await titles(token, { bpmMin: 141 })).toEqual(['Fast, no key']);
    expect(await titles(token, { key: 'A minor' })).toEqual(['Slow in A minor']);
    expect(await titles(token, { key: '8A' })).toEqual(['Slow in A minor']);
    // 8A's neighbours: 8B (C major), 7A (D minor), 9A (E minor).
    expect(await titles(token, { key: 'Am', compatibleKeys: true })).toEqual([
      'Mid in C',
      'Mid in E minor',
      'Slow in A minor',
    ]);
    expect(await titles(token, { key: 'Am', compatibleKeys: true, bpmMax: 100 })).toEqual([
      'Slow in A minor',
    ]);
    // The same over REST, from a query string.
    const rest = await fetch(`${server.url}/tracks?key=8A&compatibleKeys=true&bpmMin=121`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await rest.json()) as { title: string }[]).map((track) => track.title)).toEqual([
      'Mid in E minor',
    ]);
  });

  it('finds a track by its key once it is changed, and by the detected key where it has none', async () => {
    const token = await library();
    const fast = (
      await graphql(server.url, 'query { tracks(search: "Fast in") { nodes { id } } }', {}, token)
    ).data?.tracks.nodes[0].id as string;
    await graphql(server.url, UPDATE, { input: { trackId: fast, key: 'D minor' } }, token);
    expect(await titles(token, { key: '7A' })).toEqual(['Fast in F#']);
    expect(await titles(token, { key: 'F# major' })).toEqual([]);
    const groove = await uploadTrackOverRest(
      server.url,
      token,
      wavAt128InAMinor(),
      'g.wav',
      trackDetails({ title: 'Groove', key: 'Unknown' }),
    );
    await server.services.trackAnalysis.whenIdle();
    expect(groove.status).toBe(201);
    expect(await titles(token, { key: 'A minor' })).toEqual(['Groove', 'Slow in A minor']);
  });

  it('sorts round the Camelot wheel, keyless last, page by page', async () => {
    const token = await library();
    const SORTED = `query ($after: String) {
      tracks(sort: KEY, first: 2, after: $after) { nodes { title } pageInfo { endCursor hasNextPage } }
    }`;
    interface SortedPage {
      nodes: { title: string }[];
      pageInfo: { endCursor: string; hasNextPage: boolean };
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const answer = await graphql(server.url, SORTED, { after }, token);
      expect(answer.errors).toBeUndefined();
      const page: SortedPage = answer.data?.tracks;
      seen.push(...page.nodes.map((node) => node.title));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    // F# major is 2B; A minor 8A, C major 8B, E minor 9A.
    expect(seen).toEqual(['Fast in F#', 'Slow in A minor', 'Mid in C', 'Mid in E minor', 'Fast, no key']);
  });

  it('says what is wrong with a filter', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const cases = [
      [{ key: 'Dorian' }, "key must be a musical key, as 'A minor', 'F#m' or its Camelot code '11A'."],
      [{ bpmMin: 10 }, 'bpmMin must be a number between 20 and 300.'],
      [{ bpmMin: 130, bpmMax: 120 }, 'bpmMin must not be above bpmMax.'],
    ] as const;
    for (const [filter, message] of cases) {
      const answer = await graphql(server.url, TITLES, filter, token);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const rest = await fetch(`${server.url}/tracks?compatibleKeys=maybe`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { message: string }).message).toBe(
      'compatibleKeys must be true or false.',
    );
  });
});
