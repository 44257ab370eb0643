import path from 'node:path';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeMp3, makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { waitForLockWaits } from '../../test/lock-waits.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { filesUnder } from '../../test/storage-files.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';
import { TrackVersion } from './track-version.entity.js';
import { MAX_VERSIONS_PER_SONG, TOO_MANY_VERSIONS } from './track-version.service.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const UPLOAD_SONG = 'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id } }';
const MOVE = 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id status } }';
const UPLOAD_VERSION = `mutation($input: UploadVersionInput!) {
  uploadVersion(input: $input) { id number note current format uploadedBy { artistName } }
}`;
const SET_CURRENT = 'mutation($id: ID!) { setCurrentVersion(input: { versionId: $id }) { id current } }';
const DELETE_VERSION = 'mutation($id: ID!) { deleteVersion(input: { versionId: $id }) { id } }';
const SONGS = `query($id: ID!) { project(id: $id) { tracks { nodes {
  id currentVersion { number }
  versions { id number note current durationSeconds uploadedBy { artistName } audio { url } waveformPeaks(points: 50) }
} } } }`;

let owner: SignedUpArtist;
let mixer: SignedUpArtist;
let masterer: SignedUpArtist;
let viewer: SignedUpArtist;
let stranger: SignedUpArtist;
let projectId: string;
let songId: string;

beforeEach(async () => {
  [owner, mixer, masterer, viewer, stranger] = await Promise.all([
    signUpArtist(server.url, 'Nova Lane'),
    signUpArtist(server.url, 'Kai Mixes'),
    signUpArtist(server.url, 'Mo Masters'),
    signUpArtist(server.url, 'Vic Listens'),
    signUpArtist(server.url, 'Stranger'),
  ]);
  projectId = (await graphql(server.url, CREATE_PROJECT, { title: 'Night Drive' }, owner.token)).data
    ?.createProject.id;
  await joinProject(server.url, projectId, owner, mixer, 'MIX_ENGINEER');
  await joinProject(server.url, projectId, owner, masterer, 'MASTERING_ENGINEER');
  await joinProject(server.url, projectId, owner, viewer, 'VIEWER');
  await graphqlWithFile(
    server.url,
    owner.token,
    UPLOAD_SONG,
    { input: { projectId, title: 'Night Drive' } },
    { bytes: makeWav({ seconds: 1 }), filename: 'demo.wav' },
  );
  songId = (await songs(owner))[0].id;
});

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the assertions check.
async function songs(artist: SignedUpArtist): Promise<any[]> {
  const answer = await graphql(server.url, SONGS, { id: projectId }, artist.token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.project.tracks.nodes;
}

function uploadVersion(artist: SignedUpArtist, note?: string, bytes = makeWav({ seconds: 2 })) {
  return graphqlWithFile(
    server.url,
    artist.token,
    UPLOAD_VERSION,
    { input: { projectTrackId: songId, note } },
    { bytes, filename: 'mix.wav' },
  );
}

const moveTo = (status: string) => graphql(server.url, MOVE, { input: { projectId, status } }, owner.token);
const uploadedFiles = () => filesUnder(path.join(server.config.storage.dir, 'objects', 'versions', songId));

describe("a song's versions", () => {
  it('start with v1, the first upload; a mix engineer adds v2 in mixing, which becomes current', async () => {
    const [song] = await songs(viewer);
    expect(song.versions).toEqual([
      expect.objectContaining({
        number: 1,
        note: '',
        current: true,
        uploadedBy: { artistName: 'Nova Lane' },
      }),
    ]);

    await moveTo('MIXING');
    const added = await uploadVersion(mixer, '  Louder vocals ');

    expect(added.errors).toBeUndefined();
    expect(added.data?.uploadVersion).toMatchObject({
      number: 2,
      note: 'Louder vocals',
      current: true,
      format: 'WAV',
      uploadedBy: { artistName: 'Kai Mixes' },
    });
    const [after] = await songs(viewer);
    expect(after.currentVersion).toEqual({ number: 2 });
    expect(
      after.versions.map((version: { number: number; current: boolean }) => [
        version.number,
        version.current,
      ]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(after.versions[0].durationSeconds).toBeCloseTo(2, 1);
    expect(after.versions[0].waveformPeaks.length).toBeGreaterThan(0);
    for (const version of after.versions) {
      const audio = await fetch(version.audio.url, { headers: { range: 'bytes=0-3' } });
      expect(audio.status).toBe(206);
      expect(Buffer.from(await audio.arrayBuffer()).toString('latin1')).toBe('RIFF');
    }
  });

  it('are refused to a role or a stage the table does not allow, with its words, leaving no file', async () => {
    await moveTo('MIXING');
    const byMasterer = await uploadVersion(masterer);
    const byViewer = await uploadVersion(viewer);
    expect(byMasterer.errors?.[0]?.message).toBe(
      'Only a mix engineer or the owner can upload a version while the project is in mixing.',
    );
    expect(errorCodes(byViewer)).toEqual(['FORBIDDEN']);

    await moveTo('MASTERING');
    const byMixer = await uploadVersion(mixer);
    expect(byMixer.errors?.[0]?.message).toBe(
      'Only a mastering engineer or the owner can upload a version while the project is in mastering.',
    );
    const mastered = await uploadVersion(masterer, 'Master', makeMp3({ seconds: 1 }));
    expect(mastered.data?.uploadVersion).toMatchObject({ number: 2, format: 'MP3' });
    expect(await uploadedFiles()).toHaveLength(1);

    const byStranger = await uploadVersion(stranger);
    expect(errorCodes(byStranger)).toEqual(['NOT_FOUND']);
  });

  it('let the owner, and only the owner, make an earlier version current', async () => {
    await moveTo('MIXING');
    await uploadVersion(mixer);
    const [song] = await songs(owner);
    const v1 = song.versions[1].id;

    const byMixer = await graphql(server.url, SET_CURRENT, { id: v1 }, mixer.token);
    expect(errorCodes(byMixer)).toEqual(['FORBIDDEN']);
    const byOwner = await graphql(server.url, SET_CURRENT, { id: v1 }, owner.token);
    expect(byOwner.data?.setCurrentVersion).toEqual({ id: v1, current: true });

    const [after] = await songs(mixer);
    expect(after.currentVersion).toEqual({ number: 1 });
    expect(after.versions.map((version: { current: boolean }) => version.current)).toEqual([false, true]);
  });

  it('are deleted by their uploader or the owner, their file with them, but never the last', async () => {
    await moveTo('MIXING');
    const v2 = (await uploadVersion(mixer)).data?.uploadVersion.id;
    expect(await uploadedFiles()).toHaveLength(1);

    const byViewer = await graphql(server.url, DELETE_VERSION, { id: v2 }, viewer.token);
    expect(byViewer.errors?.[0]?.message).toBe(
      'Only the owner or the person who uploaded it can delete a version.',
    );
    const byMixer = await graphql(server.url, DELETE_VERSION, { id: v2 }, mixer.token);
    expect(byMixer.data?.deleteVersion).toEqual({ id: v2 });
    expect(await uploadedFiles()).toEqual([]);

    const [song] = await songs(owner);
    expect(song.versions).toEqual([expect.objectContaining({ number: 1, current: true })]);
    const last = await graphql(server.url, DELETE_VERSION, { id: song.versions[0].id }, owner.token);
    expect(errorCodes(last)).toEqual(['BAD_USER_INPUT']);
    expect(last.errors?.[0]?.message).toBe(
      'A song keeps at least one version: delete the song from the project to remove its last one.',
    );
    const byStranger = await graphql(server.url, DELETE_VERSION, { id: song.versions[0].id }, stranger.token);
    expect(errorCodes(byStranger)).toEqual(['NOT_FOUND']);
  });

  it('go with their song, its project or its track, files and all', async () => {
    await moveTo('MIXING');
    await uploadVersion(mixer);
    const [song] = await songs(owner);
    const trackIdOf = async () =>
      (
        await graphql(
          server.url,
          'query($id: ID!) { project(id: $id) { tracks { nodes { track { id } } } } }',
          { id: projectId },
          owner.token,
        )
      ).data?.project.tracks.nodes[0].track.id;
    const trackId = await trackIdOf();

    const detached = await graphql(
      server.url,
      'mutation($input: DetachTrackFromProjectInput!) { detachTrackFromProject(input: $input) { id } }',
      { input: { projectId, trackId } },
      owner.token,
    );
    expect(detached.errors).toBeUndefined();
    expect(await uploadedFiles()).toEqual([]);
    const gone = await graphql(
      server.url,
      'query($id: ID!) { node(id: $id) { id } }',
      { id: song.versions[0].id },
      owner.token,
    );
    expect(errorCodes(gone)).toEqual(['NOT_FOUND']);

    // The track again in the project as a new song, a version on it, then the library track deleted.
    await graphql(
      server.url,
      'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
      { input: { projectId, trackId } },
      owner.token,
    );
    songId = (await songs(owner))[0].id;
    await uploadVersion(mixer);
    expect(await uploadedFiles()).toHaveLength(1);
    await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id: trackId },
      owner.token,
    );
    expect(await uploadedFiles()).toEqual([]);
  });

  it("go with the owner's account, while one uploaded to someone else's song stays there", async () => {
    await moveTo('MIXING');
    await uploadVersion(owner, 'Owner take');
    const ownSong = songId;
    // The owner works on the mixer's project too, and uploads there.
    const elsewhere = (await graphql(server.url, CREATE_PROJECT, { title: 'Kai Song' }, mixer.token)).data
      ?.createProject.id;
    await joinProject(server.url, elsewhere, mixer, owner, 'MIX_ENGINEER');
    await graphqlWithFile(
      server.url,
      mixer.token,
      UPLOAD_SONG,
      { input: { projectId: elsewhere } },
      { bytes: makeWav({ seconds: 1 }), filename: 'kai.wav' },
    );
    await graphql(server.url, MOVE, { input: { projectId: elsewhere, status: 'MIXING' } }, mixer.token);
    projectId = elsewhere;
    songId = (await songs(mixer))[0].id;
    await uploadVersion(owner, 'Guest mix');

    const deleted = await graphql(
      server.url,
      'mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { id } }',
      { input: { password: 'correct horse battery' } },
      owner.token,
    );
    expect(deleted.errors).toBeUndefined();

    expect(await filesUnder(path.join(server.config.storage.dir, 'objects', 'versions', ownSong))).toEqual(
      [],
    );
    const [kept] = await songs(mixer);
    expect(kept.versions).toEqual([
      expect.objectContaining({ number: 2, note: 'Guest mix', uploadedBy: null }),
      expect.objectContaining({ number: 1 }),
    ]);
    expect(await uploadedFiles()).toHaveLength(1);
  });

  it(`stop at ${MAX_VERSIONS_PER_SONG} a song`, async () => {
    const em = db.fork();
    const first = await em.findOneOrFail(TrackVersion, { song: songId }, { populate: ['peaks'] });
    for (let number = 2; number <= MAX_VERSIONS_PER_SONG; number++) {
      const copy = new TrackVersion({
        song: first.song,
        number,
        uploader: null,
        ownsFile: false,
        file: { ...first, peaks: first.peaks },
      });
      copy.current = false;
      em.persist(copy);
    }
    await em.flush();

    const refused = await uploadVersion(owner);
    expect(refused.errors?.[0]?.message).toBe(TOO_MANY_VERSIONS);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('keep one current version when deletions wait for each other', async () => {
    await moveTo('MIXING');
    await uploadVersion(owner);
    await uploadVersion(owner);
    const [song] = await songs(owner);
    const [v3, v2] = song.versions.map((version: { id: string }) => version.id);

    // Both deletions wait on the project, held here, and then run one after the other.
    const holder = new pg.Client({ connectionString: db.orm.config.getClientUrl() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from projects where id = $1 for update', [projectId]);
      const deleting = Promise.all([
        graphql(server.url, DELETE_VERSION, { id: v3 }, owner.token),
        graphql(server.url, DELETE_VERSION, { id: v2 }, owner.token),
      ]);
      await waitForLockWaits(holder, 2);
      await holder.query('commit');
      const answers = await deleting;
      expect(answers.flatMap(errorCodes)).toEqual([]);
    } finally {
      await holder.end();
    }

    const [after] = await songs(owner);
    expect(after.versions).toEqual([expect.objectContaining({ number: 1, current: true })]);
  });

  it('uploaded to a song built on a track from another project go when that project goes', async () => {
    const trackId = (
      await graphql(
        server.url,
        'query($id: ID!) { project(id: $id) { tracks { nodes { track { id } } } } }',
        { id: projectId },
        owner.token,
      )
    ).data?.project.tracks.nodes[0].track.id;
    const other = (await graphql(server.url, CREATE_PROJECT, { title: 'Remix' }, owner.token)).data
      ?.createProject.id;
    await graphql(
      server.url,
      'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
      { input: { projectId: other, trackId } },
      owner.token,
    );
    const uploadedTo = projectId;
    projectId = other;
    songId = (await songs(owner))[0].id;
    await uploadVersion(owner);
    expect(await uploadedFiles()).toHaveLength(1);

    const deleted = await graphql(
      server.url,
      'mutation($id: ID!) { deleteProject(input: { projectId: $id }) { id } }',
      { id: uploadedTo },
      owner.token,
    );
    expect(deleted.errors).toBeUndefined();
    // The track uploaded into the first project went with it, and the song built on it elsewhere too.
    expect(await songs(owner)).toEqual([]);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('never fail when the song is removed while a version uploads', async () => {
    await moveTo('MIXING');
    const trackId = (
      await graphql(
        server.url,
        'query($id: ID!) { project(id: $id) { tracks { nodes { track { id } } } } }',
        { id: projectId },
        owner.token,
      )
    ).data?.project.tracks.nodes[0].track.id;
    const [uploaded, detached] = await Promise.all([
      uploadVersion(mixer),
      graphql(
        server.url,
        'mutation($input: DetachTrackFromProjectInput!) { detachTrackFromProject(input: $input) { id } }',
        { input: { projectId, trackId } },
        owner.token,
      ),
    ]);

    expect(detached.errors).toBeUndefined();
    expect(errorCodes(uploaded).filter((code) => code !== 'NOT_FOUND')).toEqual([]);
    expect(await uploadedFiles()).toEqual([]);
  });
});
