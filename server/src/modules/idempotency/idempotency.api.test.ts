import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql, postJson } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import {
  graphqlWithFile,
  graphqlWithInputFile,
  signUp,
  trackDetails,
  uploadTrackOverRest,
} from '../../test/uploads.js';
import { makeOggOpus } from '../../test/voice-fixtures.js';
import { KEY_REUSED } from './idempotency.service.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CREATE_PLAYLIST =
  'mutation ($name: String!, $key: String) { createPlaylist(input: { name: $name, clientMutationId: $key }) { id name } }';

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

async function rowCount(table: string): Promise<number> {
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from "${table}"`);
  return row?.n ?? 0;
}

function createPlaylist(name: string, key: string | null, accessToken = token) {
  return graphql(server.url, CREATE_PLAYLIST, { name, key }, accessToken);
}

function postPlaylist(name: string, key: string, accessToken = token) {
  return postJson(
    server.url,
    '/playlists',
    { name },
    { authorization: `Bearer ${accessToken}`, 'idempotency-key': key },
  );
}

describe('createPlaylist under an idempotency key', () => {
  it('answers a retry with the first playlist and keeps one row (GraphQL clientMutationId)', async () => {
    const key = randomUUID();
    const first = await createPlaylist('Warm Up', key);
    const retry = await createPlaylist('Warm Up', key);
    expect(first.data?.createPlaylist.id).toEqual(expect.any(String));
    expect(retry.data?.createPlaylist).toEqual(first.data?.createPlaylist);
    expect(await rowCount('playlists')).toBe(1);
    // Without a key every call creates, as before.
    await createPlaylist('Warm Up', null);
    expect(await rowCount('playlists')).toBe(2);
  });

  it('answers a retry with the first playlist (REST Idempotency-Key), 201 both times', async () => {
    const key = randomUUID();
    const first = await postPlaylist('Cool Down', key);
    const retry = await postPlaylist('  Cool Down ', key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await rowCount('playlists')).toBe(1);
  });

  it('makes one playlist for simultaneous duplicates on both transports', async () => {
    const key = randomUUID();
    const answers = await Promise.all([
      createPlaylist('Same Time', key),
      createPlaylist('Same Time', key),
      createPlaylist('Same Time', key),
    ]);
    const ids = new Set(answers.map((answer) => answer.data?.createPlaylist.id));
    expect(ids.size).toBe(1);
    const restKey = randomUUID();
    const restAnswers = await Promise.all([postPlaylist('Side B', restKey), postPlaylist('Side B', restKey)]);
    expect(restAnswers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(restAnswers[0]?.body.id).toBe(restAnswers[1]?.body.id);
    expect(await rowCount('playlists')).toBe(2);
    expect(await rowCount('idempotency_keys')).toBe(2);
  });

  it('refuses the same key for a different request or another create', async () => {
    const key = randomUUID();
    await createPlaylist('Original', key);
    const changed = await createPlaylist('Something Else', key);
    expect(errorCodes(changed)).toEqual(['BAD_USER_INPUT']);
    expect(changed.errors?.[0]?.message).toBe(KEY_REUSED);
    const rest = await postPlaylist('Something Else', key);
    expect(rest.status).toBe(422);
    expect(rest.body).toEqual({ message: KEY_REUSED, code: 'BAD_USER_INPUT' });
    const project = await graphql(
      server.url,
      'mutation ($key: String) { createProject(input: {title: "Original", clientMutationId: $key}) { id } }',
      { key },
      token,
    );
    expect(errorCodes(project)).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('playlists')).toBe(1);
    expect(await rowCount('projects')).toBe(0);
  });

  it('keeps each artist’s keys apart', async () => {
    const other = await signUp(server.url, uniqueEmail());
    const key = 'shared-key-1';
    const mine = await createPlaylist('Mine', key);
    const theirs = await createPlaylist('Mine', key, other);
    expect(theirs.data?.createPlaylist.id).not.toBe(mine.data?.createPlaylist.id);
    expect(await rowCount('playlists')).toBe(2);
    const list = await graphql(server.url, '{ playlists { nodes { id } } }', {}, other);
    expect(list.data?.playlists.nodes).toEqual([{ id: theirs.data?.createPlaylist.id }]);
  });

  it('forgets keys after 24 hours', async () => {
    const key = randomUUID();
    const first = await createPlaylist('Daily', key);
    await db.orm.em
      .getConnection()
      .execute(`update idempotency_keys set created_at = now() - interval '25 hours'`);
    const later = await createPlaylist('Daily', key);
    expect(later.data?.createPlaylist.id).not.toBe(first.data?.createPlaylist.id);
    expect(await rowCount('playlists')).toBe(2);
    expect(await rowCount('idempotency_keys')).toBe(1);
  });

  it('refuses a malformed key', async () => {
    expect(errorCodes(await createPlaylist('Blank key', ''))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await createPlaylist('Long key', 'k'.repeat(256)))).toEqual(['BAD_USER_INPUT']);
    expect((await postPlaylist('Blank key', ' ')).status).toBe(400);
    expect(await rowCount('playlists')).toBe(0);
  });
});

describe('the other creates under a clientMutationId', () => {
  async function newProject(): Promise<string> {
    const answer = await graphql(
      server.url,
      'mutation { createProject(input: {title: "Song"}) { id } }',
      {},
      token,
    );
    return answer.data?.createProject.id;
  }

  it('createProject', async () => {
    const key = randomUUID();
    const create = () =>
      graphql(
        server.url,
        'mutation ($key: String) { createProject(input: {title: "Night Drive", tags: ["synth"], clientMutationId: $key}) { id title } }',
        { key },
        token,
      );
    const [a, b] = await Promise.all([create(), create()]);
    expect(b.data?.createProject).toEqual(a.data?.createProject);
    expect((await create()).data?.createProject).toEqual(a.data?.createProject);
    expect(await rowCount('projects')).toBe(1);
  });

  it('createNote', async () => {
    const projectId = await newProject();
    const key = randomUUID();
    const create = () =>
      graphql(
        server.url,
        'mutation ($id: ID!, $key: String) { createNote(input: {projectId: $id, content: "hook idea", clientMutationId: $key}) { id content } }',
        { id: projectId, key },
        token,
      );
    const first = await create();
    expect((await create()).data?.createNote).toEqual(first.data?.createNote);
    expect(await rowCount('notes')).toBe(1);
  });

  it('uploadVoiceNote, and a different clip under the same key is refused', async () => {
    const projectId = await newProject();
    const key = randomUUID();
    const upload = (seconds: number) =>
      graphqlWithInputFile(
        server.url,
        token,
        'mutation ($input: UploadVoiceNoteInput!) { uploadVoiceNote(input: $input) { id type } }',
        { projectId, clientMutationId: key },
        { bytes: makeOggOpus({ seconds }), filename: 'idea.ogg' },
      );
    const first = await upload(1);
    expect(first.data?.uploadVoiceNote).toMatchObject({ type: 'VOICE' });
    expect((await upload(1)).data?.uploadVoiceNote).toEqual(first.data?.uploadVoiceNote);
    expect(errorCodes(await upload(2))).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('notes')).toBe(1);
  });

  it('uploadTrack over GraphQL and POST /tracks over REST', async () => {
    const wav = makeWav({ seconds: 0.5 });
    const key = randomUUID();
    const query = 'mutation ($input: UploadTrackInput!) { uploadTrack(input: $input) { id title } }';
    const upload = () =>
      graphqlWithFile(
        server.url,
        token,
        query,
        { input: { ...trackDetails(), clientMutationId: key } },
        { bytes: wav, filename: 'a.wav' },
      );
    const first = await upload();
    expect(first.data?.uploadTrack.id).toEqual(expect.any(String));
    expect((await upload()).data?.uploadTrack).toEqual(first.data?.uploadTrack);
    expect(await rowCount('tracks')).toBe(1);

    const restKey = randomUUID();
    const post = () =>
      uploadTrackOverRest(server.url, token, wav, 'b.wav', trackDetails({ title: 'B-Side' }), {
        'idempotency-key': restKey,
      });
    const [a, b] = await Promise.all([post(), post()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    expect(await rowCount('tracks')).toBe(2);
    const otherFile = await uploadTrackOverRest(
      server.url,
      token,
      makeWav({ seconds: 0.7 }),
      'b.wav',
      trackDetails({ title: 'B-Side' }),
      { 'idempotency-key': restKey },
    );
    expect(otherFile.status).toBe(422);
    expect(await rowCount('tracks')).toBe(2);
  });

  it('uploadProjectTrack', async () => {
    const projectId = await newProject();
    const key = randomUUID();
    const upload = () =>
      graphqlWithInputFile(
        server.url,
        token,
        'mutation ($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id trackCount } }',
        { projectId, clientMutationId: key },
        { bytes: makeWav({ seconds: 0.5 }), filename: 'demo.wav' },
      );
    expect((await upload()).data?.uploadProjectTrack).toEqual({ id: projectId, trackCount: 1 });
    expect((await upload()).data?.uploadProjectTrack).toEqual({ id: projectId, trackCount: 1 });
    expect(await rowCount('tracks')).toBe(1);
  });

  it('sendDirectMessage, where a refused send leaves no key behind', async () => {
    const register = async () => {
      const answer = await graphql(
        server.url,
        'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }',
        { input: { email: uniqueEmail(), password: 'correct horse battery', artistName: 'Echo Park' } },
      );
      return {
        token: answer.data?.register.accessToken as string,
        id: answer.data?.register.user.id as string,
      };
    };
    const nova = await register();
    const echo = await register();
    const key = randomUUID();
    const send = () =>
      graphql(
        server.url,
        'mutation ($id: ID!, $key: String) { sendDirectMessage(input: { artistId: $id, body: "Collab?", clientMutationId: $key }) { id body } }',
        { id: echo.id, key },
        nova.token,
      );
    expect(errorCodes(await send())).toEqual(['FORBIDDEN']);
    expect(await rowCount('idempotency_keys')).toBe(0);

    const connect = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
    await graphql(server.url, connect, { id: echo.id }, nova.token);
    await graphql(server.url, connect, { id: nova.id }, echo.token);
    const first = await send();
    expect(first.data?.sendDirectMessage).toMatchObject({ body: 'Collab?' });
    expect((await send()).data?.sendDirectMessage).toEqual(first.data?.sendDirectMessage);
    expect(await rowCount('direct_messages')).toBe(1);
    // Echo was told of one message, not two.
    const notified = await db.orm.em
      .getConnection()
      .execute(`select event_count from notifications where kind = 'MESSAGE'`);
    expect(notified).toEqual([{ event_count: 1 }]);
  });
});
