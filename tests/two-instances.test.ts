import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../server/src/db/database.js';
import { adminQuery, withDatabase } from '../server/src/test/admin-database.js';
import { makeWav } from '../server/src/test/audio-fixtures.js';
import { newArtist } from '../server/src/test/factories.js';
import { graphql, postJson } from '../server/src/test/http-client.js';
import { useS3StandIn } from '../server/src/test/s3-stand-in.js';
import { type StartedApp, startApp } from '../server/src/test/start-app.js';
import { testConfig } from '../server/src/test/test-config.js';
import { graphqlWithFile, uploadTrackOverRest } from '../server/src/test/uploads.js';

// Two app instances, each with its own ORM, connection pool, data directory and local folder, on ONE
// database and ONE S3-compatible bucket, as behind a load balancer. No JWT_SECRET: the signing secret
// must come from the database for a token from one instance to work on the other.
const { adminUrl, prefix } = inject('testDatabase');
const bucket = useS3StandIn();
const databaseName = `${prefix}_two_instances_${randomBytes(4).toString('hex')}`;
const LOGIN_FAILURES_ALLOWED = 3;
const orms: MikroORM[] = [];
const localDirs: string[] = [];
let instances: StartedApp[] = [];

beforeAll(async () => {
  const url = withDatabase(adminUrl, databaseName);
  // Both start on a database that does not exist yet, at the same moment.
  orms.push(...(await Promise.all([openDatabase(url), openDatabase(url)])));
  instances = await Promise.all(
    orms.map(async (orm) => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-instance-'));
      localDirs.push(dir);
      const config = testConfig({
        ...bucket.env,
        JWT_SECRET: '',
        DATA_DIR: dir,
        STORAGE_DIR: path.join(dir, 'storage'),
        RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURES_ALLOWED),
      });
      return startApp(orm, config);
    }),
  );
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await Promise.all(orms.map((orm) => orm.close()));
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  for (const dir of localDirs) await fs.rm(dir, { recursive: true, force: true });
});

let turn = 0;
/** The next instance in turn: every request goes to the other instance than the one before. */
function next(): string {
  return (instances[turn++ % instances.length] as StartedApp).url;
}

interface AuthAnswer {
  accessToken: string;
  refreshToken: string;
  user: { id: string };
}

async function trackAudioUrl(token: string, trackId: string): Promise<string> {
  const answer = await graphql(
    next(),
    'query($id: ID!) { track(id: $id) { audio { url } } }',
    { id: trackId },
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.track.audio.url;
}

async function playlistTracks(token: string, playlistId: string) {
  const answer = await graphql<{
    playlist: { name: string; trackCount: number; tracks: { nodes: { id: string }[] } };
  }>(
    next(),
    'query($id: ID!) { playlist(id: $id) { name trackCount tracks { nodes { id } } } }',
    { id: playlistId },
    token,
  );
  expect(answer.errors).toBeUndefined();
  const playlist = answer.data?.playlist;
  return {
    name: playlist?.name,
    trackCount: playlist?.trackCount,
    trackIds: playlist?.tracks.nodes.map((t) => t.id),
  };
}

describe('two app instances on one database and one bucket, requests alternating between them', () => {
  it('migrated the database once, and both instances read one signing secret from it', async () => {
    const connection = (orms[0] as MikroORM).em.getConnection();
    const repeated = await connection.execute(
      'SELECT name FROM mikro_orm_migrations GROUP BY name HAVING count(*) > 1',
    );
    expect(repeated).toEqual([]);
    expect(await connection.execute('SELECT name FROM server_secrets')).toEqual([{ name: 'token-signing' }]);
  });

  it('registers, logs in and refreshes, each token working on the other instance', async () => {
    const artist = newArtist();
    const registered = await postJson<AuthAnswer>(next(), '/register', artist);
    expect(registered.status).toBe(201);
    const me = await graphql(next(), '{ me { id } }', {}, registered.body.accessToken);
    expect(me.data?.me.id).toBe(registered.body.user.id);

    const login = await postJson<AuthAnswer>(next(), '/login', {
      email: artist.email,
      password: artist.password,
    });
    expect(login.status).toBe(200);
    const refreshed = await postJson<AuthAnswer>(next(), '/refresh', {
      refreshToken: login.body.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect((await graphql(next(), '{ me { id } }', {}, refreshed.body.accessToken)).data?.me.id).toBe(
      registered.body.user.id,
    );
    // The same refresh repeated on the other instance within the grace window (a retry after a lost
    // answer) gets the same successor: it is derived with the shared key, not a per-process one.
    const repeated = await postJson<AuthAnswer>(next(), '/refresh', {
      refreshToken: login.body.refreshToken,
    });
    expect(repeated.status).toBe(200);
    expect(repeated.body.refreshToken).toBe(refreshed.body.refreshToken);
  });

  it('uploads, plays ranges through a signed address from the other instance, sets and serves a cover', async () => {
    const { accessToken: token } = (await postJson<AuthAnswer>(next(), '/register', newArtist())).body;
    const wav = makeWav({ seconds: 2, sampleRate: 8000, channels: 1 });
    const upload = await uploadTrackOverRest(next(), token, wav, 'take.wav');
    expect(upload.status).toBe(201);
    const trackId = upload.body.id as string;
    expect(await bucket.keys()).toContainEqual(expect.stringMatching(new RegExp(`/${trackId}\\.wav$`)));

    // The signed address is absolute, for the instance that signed it; either instance serves it.
    const { pathname, search } = new URL(await trackAudioUrl(token, trackId));
    for (const base of [next(), next()]) {
      const ranged = await fetch(`${base}${pathname}${search}`, { headers: { range: 'bytes=1000-2999' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe(`bytes 1000-2999/${wav.length}`);
      expect(Buffer.from(await ranged.arrayBuffer()).equals(wav.subarray(1000, 3000))).toBe(true);
    }

    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const cover = await graphqlWithFile(
      next(),
      token,
      'mutation($input: UploadTrackCoverInput!) { uploadTrackCover(input: $input) { cover(size: LARGE) { url } } }',
      { input: { trackId } },
      { bytes: image, filename: 'cover.png' },
    );
    expect(cover.errors).toBeUndefined();
    const coverUrl = new URL(cover.data?.uploadTrackCover.cover.url);
    const served = await fetch(`${next()}${coverUrl.pathname}${coverUrl.search}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('creates, fills, reorders and renames a playlist, each edit seen by the other instance', async () => {
    const { accessToken: token } = (await postJson<AuthAnswer>(next(), '/register', newArtist())).body;
    const trackIds: string[] = [];
    for (const name of ['first.wav', 'second.wav', 'third.wav']) {
      const upload = await uploadTrackOverRest(next(), token, makeWav({ seconds: 1 }), name);
      expect(upload.status).toBe(201);
      trackIds.push(upload.body.id as string);
    }
    const [first, second, third] = trackIds as [string, string, string];
    const created = await postJson<{ id: string }>(
      next(),
      '/playlists',
      { name: 'Late set' },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    const id = created.body.id;

    const mutate = async (query: string, variables: Record<string, unknown>) => {
      const answer = await graphql(next(), query, { id, ...variables }, token);
      expect(answer.errors).toBeUndefined();
    };
    await mutate(
      'mutation($id: ID!, $trackIds: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) { id } }',
      {
        trackIds,
      },
    );
    expect((await playlistTracks(token, id)).trackIds).toEqual([first, second, third]);
    await mutate(
      'mutation($id: ID!, $trackId: ID!, $toIndex: Int!) { moveTrackInPlaylist(input: { playlistId: $id, trackId: $trackId, toIndex: $toIndex }) { id } }',
      { trackId: third, toIndex: 0 },
    );
    expect((await playlistTracks(token, id)).trackIds).toEqual([third, first, second]);
    await mutate(
      'mutation($id: ID!, $name: String!) { updatePlaylist(input: { playlistId: $id, name: $name }) { id } }',
      { name: 'Sunrise set' },
    );
    expect(await playlistTracks(token, id)).toEqual({
      name: 'Sunrise set',
      trackCount: 3,
      trackIds: [third, first, second],
    });
    const listed = await fetch(`${next()}/playlists`, { headers: { authorization: `Bearer ${token}` } });
    expect(await listed.json()).toEqual([{ id, name: 'Sunrise set', trackCount: 3 }]);
  });

  it('counts login failures across both instances', async () => {
    const artist = newArtist();
    expect((await postJson(next(), '/register', artist)).status).toBe(201);
    const wrongLogin = () =>
      postJson(next(), '/login', { email: artist.email, password: 'not the password' });
    // Alternating, each instance sees fewer attempts than the limit; together they reach it.
    for (let attempt = 1; attempt <= LOGIN_FAILURES_ALLOWED; attempt++)
      expect((await wrongLogin()).status).toBe(401);
    expect((await wrongLogin()).status).toBe(429);
    expect((await wrongLogin()).status).toBe(429);
  });
});
