import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile, uploadTrackOverRest } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const UPLOAD_SONG = 'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id } }';
const MOVE = 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }';
const UPLOAD_VERSION = 'mutation($input: UploadVersionInput!) { uploadVersion(input: $input) { id } }';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const SONG = 'query($id: ID!) { project(id: $id) { tracks { nodes { id } } } }';
const PLAN = 'mutation { planToday { title reasoning } }';
const OPEN_TASKS = '{ notifications { openTasksToday } }';

let owner: SignedUpArtist;
let mixer: SignedUpArtist;
let masterer: SignedUpArtist;
let projectId: string;

beforeEach(async () => {
  [owner, mixer, masterer] = await Promise.all([
    signUpArtist(server.url, 'Nova Lane'),
    signUpArtist(server.url, 'Kai Mixes'),
    signUpArtist(server.url, 'Mo Masters'),
  ]);
  projectId = (await graphql(server.url, CREATE_PROJECT, { title: 'Night Drive' }, owner.token)).data
    ?.createProject.id;
  await joinProject(server.url, projectId, owner, mixer, 'MIX_ENGINEER');
  await joinProject(server.url, projectId, owner, masterer, 'MASTERING_ENGINEER');
  await graphqlWithFile(
    server.url,
    owner.token,
    UPLOAD_SONG,
    { input: { projectId, title: 'Night Drive' } },
    { bytes: makeWav({ seconds: 1 }), filename: 'demo.wav' },
  );
});

async function move(status: string): Promise<void> {
  const moved = await graphql(server.url, MOVE, { input: { projectId, status } }, owner.token);
  expect(moved.errors).toBeUndefined();
}

async function plan(artist: SignedUpArtist): Promise<{ title: string; reasoning: string }[]> {
  const answer = await graphql(server.url, PLAN, {}, artist.token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.planToday;
}

describe("the manager's plan reads the projects an artist is in", () => {
  it("asks the owner to hear a collaborator's new version, and its uploader to work through the comments on it", async () => {
    await move('MIXING');
    const songId = (await graphql(server.url, SONG, { id: projectId }, owner.token)).data?.project.tracks
      .nodes[0].id;
    const uploaded = await graphqlWithFile(
      server.url,
      mixer.token,
      UPLOAD_VERSION,
      { input: { projectTrackId: songId, note: 'Louder vocals' } },
      { bytes: makeWav({ seconds: 2 }), filename: 'mix.wav' },
    );
    const versionId = uploaded.data?.uploadVersion.id;
    for (const atSeconds of [0.2, 0.5, 1, 1.5]) {
      const added = await graphql(
        server.url,
        ADD_COMMENT,
        { input: { versionId, atSeconds, body: `Fix at ${atSeconds}` } },
        owner.token,
      );
      expect(added.errors).toBeUndefined();
    }

    const ownersPlan = await plan(owner);
    expect(ownersPlan).toContainEqual({
      title: 'Listen to v2 of "Night Drive"',
      reasoning: 'Kai Mixes uploaded v2: listen and resolve, so the song keeps moving.',
    });
    const mixersPlan = await plan(mixer);
    expect(mixersPlan).toContainEqual(
      expect.objectContaining({ title: 'Work through the 4 open comments on v2 of "Night Drive"' }),
    );
    // The mix engineer's own upload is no news to them.
    expect(mixersPlan.map((task) => task.title)).not.toContain('Listen to v2 of "Night Drive"');
    // A viewer may neither comment nor resolve: nothing of it is theirs to do, not even for the
    // uploader once made a viewer.
    const viewer = await signUpArtist(server.url, 'Vic Listens');
    await joinProject(server.url, projectId, owner, viewer, 'VIEWER');
    const demoted = await graphql(
      server.url,
      'mutation($input: ChangeCollaboratorRoleInput!) { changeCollaboratorRole(input: $input) { id } }',
      { input: { projectId, artistId: mixer.id, role: 'VIEWER' } },
      owner.token,
    );
    expect(demoted.errors).toBeUndefined();
    const factsOf = (artist: SignedUpArtist) =>
      server.services.managerFacts.collaboration(db.fork(), artist.id, new Date());
    expect(await factsOf(viewer)).toEqual({ openComments: null, waitingStage: null, newVersion: null });
    expect((await factsOf(mixer)).openComments).toBeNull();
    expect((await factsOf(owner)).openComments).toEqual({ title: 'Night Drive', version: 2, count: 4 });
  });

  it('asks the one who may move a project on once it has waited twelve days in mastering, and counts it in the header', async () => {
    await move('MASTERING');
    await db
      .fork()
      .execute(`update projects set stage_changed_at = now() - interval '12 days' where id = ?`, [projectId]);

    const counted = (await graphql(server.url, OPEN_TASKS, {}, masterer.token)).data?.notifications
      .openTasksToday;
    const masterersPlan = await plan(masterer);
    expect(masterersPlan).toContainEqual({
      title: 'Move "Night Drive" on from mastering',
      reasoning:
        '"Night Drive" has been in mastering for 12 days, and the move to the next stage is yours to make.',
    });
    expect(counted).toBe(masterersPlan.length);
    // A mix engineer cannot release it, so their plan does not ask them to.
    expect((await plan(mixer)).map((task) => task.title)).not.toContain(
      'Move "Night Drive" on from mastering',
    );
  });

  it("counts the header's open tasks for an artist in no project in one statement, reading no versions or stages", async () => {
    // A track in a playlist and no project: the rules leave room for what projects would ask.
    const solo = await signUpArtist(server.url, 'Solo Act');
    const trackId = (await uploadTrackOverRest(server.url, solo.token, makeWav(), 'demo.wav')).body.id;
    const playlist = await graphql(
      server.url,
      'mutation { createPlaylist(input: { name: "Mine" }) { id } }',
      {},
      solo.token,
    );
    await graphql(
      server.url,
      'mutation($input: AddTracksToPlaylistInput!) { addTracksToPlaylist(input: $input) { id } }',
      { input: { playlistId: playlist.data?.createPlaylist.id, trackIds: [trackId] } },
      solo.token,
    );
    const query = vi.spyOn(pg.Client.prototype, 'query');
    let statements: string[];
    let count: number;
    try {
      count = await server.services.manager.openTasksToday(db.fork(), solo.id);
      statements = query.mock.calls.map(([sql]) =>
        String(typeof sql === 'string' ? sql : (sql as { text: string }).text),
      );
    } finally {
      query.mockRestore();
    }
    // The manager's state and stored facts, their membership of shared projects included.
    expect(statements).toHaveLength(1);
    expect(statements.filter((sql) => /track_versions|from "projects"/.test(sql))).toEqual([]);
    expect(count).toBe((await plan(solo)).length);
  });

  it('keeps whether an artist is in a shared project as they join, leave and are removed', async () => {
    const inShared = async (artist: SignedUpArtist) =>
      (await server.services.managerFacts.stored(db.fork(), artist.id)).inSharedProjects;
    expect(await inShared(mixer)).toBe(true);
    expect(await inShared(owner)).toBe(false);

    const left = await graphql(
      server.url,
      'mutation($input: LeaveProjectInput!) { leaveProject(input: $input) { id } }',
      { input: { projectId } },
      mixer.token,
    );
    expect(left.errors).toBeUndefined();
    expect(await inShared(mixer)).toBe(false);

    const removed = await graphql(
      server.url,
      'mutation($input: RemoveCollaboratorInput!) { removeCollaborator(input: $input) { id } }',
      { input: { projectId, artistId: masterer.id } },
      owner.token,
    );
    expect(removed.errors).toBeUndefined();
    expect(await inShared(masterer)).toBe(false);
  });
});
