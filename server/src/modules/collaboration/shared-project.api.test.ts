import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const UPLOAD_SONG =
  'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id trackCount } }';
const SAVE_LYRICS =
  'mutation($input: SaveLyricsInput!) { saveLyrics(input: $input) { id lyrics { content } } }';
const UPDATE = 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id title status } }';
const PROJECT = `query($id: ID!) { project(id: $id) {
  id title viewerRole owner { id artistName }
  viewerCan { comment edit uploadVersion manage moveTo }
  lyrics { content }
  tracks { nodes { track { id title audio { url } } } }
} }`;
const INVITE_AGAIN =
  'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }';
const REMOVE = 'mutation($input: RemoveCollaboratorInput!) { removeCollaborator(input: $input) { id } }';

type Artist = SignedUpArtist;
const register = (name: string) => signUpArtist(server.url, name);
const join = (projectId: string, owner: Artist, artist: Artist, role: string) =>
  joinProject(server.url, projectId, owner, artist, role);

let owner: Artist;
let viewer: Artist;
let editor: Artist;
let stranger: Artist;
let projectId: string;
beforeEach(async () => {
  [owner, viewer, editor, stranger] = await Promise.all([
    register('Nova Lane'),
    register('Vic Listens'),
    register('Eddie Words'),
    register('Stranger'),
  ]);
  projectId = (await graphql(server.url, CREATE_PROJECT, { title: 'Night Drive' }, owner.token)).data
    ?.createProject.id;
  await join(projectId, owner, viewer, 'VIEWER');
  await join(projectId, owner, editor, 'EDITOR');
});

async function uploadSong(): Promise<void> {
  const uploaded = await graphqlWithFile(
    server.url,
    owner.token,
    UPLOAD_SONG,
    { input: { projectId, title: 'Night Drive (demo)' } },
    { bytes: makeWav({ seconds: 1 }), filename: 'demo.wav' },
  );
  expect(uploaded.data?.uploadProjectTrack.trackCount).toBe(1);
}

describe('a shared project', () => {
  it('opens for its members with their role, plays its songs and shows its lyrics', async () => {
    await uploadSong();
    await graphql(server.url, SAVE_LYRICS, { input: { projectId, content: 'City lights' } }, owner.token);

    const seen = await graphql(server.url, PROJECT, { id: projectId }, viewer.token);

    expect(seen.errors).toBeUndefined();
    const project = seen.data?.project;
    expect(project).toMatchObject({
      title: 'Night Drive',
      viewerRole: 'VIEWER',
      owner: { id: owner.id, artistName: 'Nova Lane' },
      viewerCan: { comment: false, edit: false, uploadVersion: false, manage: false, moveTo: [] },
      lyrics: { content: 'City lights' },
    });
    const song = project.tracks.nodes[0].track;
    expect(song.title).toBe('Night Drive (demo)');
    const audio = await fetch(song.audio.url, { headers: { range: 'bytes=0-3' } });
    expect(audio.status).toBe(206);
    expect(Buffer.from(await audio.arrayBuffer()).toString('latin1')).toBe('RIFF');

    const asOwner = await graphql(server.url, PROJECT, { id: projectId }, owner.token);
    expect(asOwner.data?.project.viewerRole).toBe('OWNER');
    expect(asOwner.data?.project.viewerCan).toEqual({
      comment: true,
      edit: true,
      uploadVersion: true,
      manage: true,
      moveTo: ['RECORDING', 'MIXING', 'MASTERING', 'RELEASED'],
    });
  });

  it('is nothing to a stranger, and stays out of its members’ own lists', async () => {
    await uploadSong();

    const byStranger = await graphql(server.url, PROJECT, { id: projectId }, stranger.token);
    expect(errorCodes(byStranger)).toEqual(['NOT_FOUND']);

    const lists = await graphql(
      server.url,
      'query { projects { totalCount } projectCounts { all } tracks { totalCount } }',
      {},
      viewer.token,
    );
    expect(lists.data).toEqual({
      projects: { totalCount: 0 },
      projectCounts: { all: 0 },
      tracks: { totalCount: 0 },
    });
  });

  it('lets an editor change its lyrics and details, and move it between draft and recording', async () => {
    const saved = await graphql(
      server.url,
      SAVE_LYRICS,
      { input: { projectId, content: 'Neon rain' } },
      editor.token,
    );
    expect(saved.errors).toBeUndefined();
    const renamed = await graphql(
      server.url,
      UPDATE,
      { input: { projectId, title: 'Night Drive II', status: 'RECORDING' } },
      editor.token,
    );
    expect(renamed.data?.updateProject).toMatchObject({ title: 'Night Drive II', status: 'RECORDING' });

    const asOwner = await graphql(server.url, PROJECT, { id: projectId }, owner.token);
    expect(asOwner.data?.project).toMatchObject({
      title: 'Night Drive II',
      lyrics: { content: 'Neon rain' },
    });
  });

  it('refuses what a role may not do with the table’s words, and changes nothing', async () => {
    const byViewer = await graphql(
      server.url,
      SAVE_LYRICS,
      { input: { projectId, content: 'Overwritten' } },
      viewer.token,
    );
    expect(errorCodes(byViewer)).toEqual(['FORBIDDEN']);
    expect(byViewer.errors?.[0]?.message).toBe(
      "Only an editor or the owner can change the project's lyrics, notes and details.",
    );

    await graphql(server.url, UPDATE, { input: { projectId, status: 'RECORDING' } }, owner.token);
    const tooFar = await graphql(
      server.url,
      UPDATE,
      { input: { projectId, title: 'Renamed', status: 'MIXING' } },
      editor.token,
    );
    expect(tooFar.errors?.[0]?.message).toBe(
      'Only a mix engineer or the owner can move the project to mixing while the project is in recording.',
    );

    const deleted = await graphql(
      server.url,
      'mutation($id: ID!) { deleteProject(input: { projectId: $id }) { id } }',
      { id: projectId },
      editor.token,
    );
    expect(errorCodes(deleted)).toEqual(['FORBIDDEN']);
    const asOwner = await graphql(server.url, PROJECT, { id: projectId }, owner.token);
    expect(asOwner.data?.project).toMatchObject({ title: 'Night Drive', lyrics: null });
  });

  it("keeps the owner's facts the owner's, and answers a member's empty change with a refusal", async () => {
    const before = (
      await graphql(
        server.url,
        'query($id: ID!) { project(id: $id) { updatedAt } }',
        { id: projectId },
        owner.token,
      )
    ).data?.project.updatedAt;

    const facts = await graphql(
      server.url,
      UPDATE,
      { input: { projectId, genre: 'AMBIENT', credits: ['Eddie only'] } },
      editor.token,
    );
    const nothing = await graphql(server.url, UPDATE, { input: { projectId } }, viewer.token);
    const sameStage = await graphql(
      server.url,
      UPDATE,
      { input: { projectId, status: 'DRAFT' } },
      viewer.token,
    );

    expect(facts.errors?.[0]?.message).toBe(
      "Only the owner can change the project's genre, key, tempo, credits and release date.",
    );
    expect([nothing, sameStage].map(errorCodes)).toEqual([['FORBIDDEN'], ['FORBIDDEN']]);
    const after = await graphql(
      server.url,
      'query($id: ID!) { project(id: $id) { updatedAt genre } }',
      { id: projectId },
      owner.token,
    );
    expect(after.data?.project).toEqual({ updatedAt: before, genre: 'ELECTRONIC' });
  });

  it("never lets a member change, delete or take the owner's tracks", async () => {
    await uploadSong();
    const seen = await graphql(server.url, PROJECT, { id: projectId }, editor.token);
    const trackId = seen.data?.project.tracks.nodes[0].track.id;
    const ownProject = (await graphql(server.url, CREATE_PROJECT, { title: 'Mine' }, editor.token)).data
      ?.createProject.id;

    const changed = await graphql(
      server.url,
      'mutation($input: UpdateTrackInput!) { updateTrack(input: $input) { id } }',
      { input: { trackId, title: 'Taken' } },
      editor.token,
    );
    const deleted = await graphql(
      server.url,
      'mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }',
      { id: trackId },
      editor.token,
    );
    const attached = await graphql(
      server.url,
      'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
      { input: { projectId: ownProject, trackId } },
      editor.token,
    );
    const playlistId = (
      await graphql(
        server.url,
        'mutation { createPlaylist(input: { name: "Borrowed" }) { id } }',
        {},
        editor.token,
      )
    ).data?.createPlaylist.id;
    const playlisted = await graphql(
      server.url,
      'mutation($input: AddTracksToPlaylistInput!) { addTracksToPlaylist(input: $input) { id } }',
      { input: { playlistId, trackIds: [trackId] } },
      editor.token,
    );

    expect([changed, deleted, attached].map(errorCodes)).toEqual([
      ['NOT_FOUND'],
      ['NOT_FOUND'],
      ['NOT_FOUND'],
    ]);
    expect(playlisted.errors).toBeDefined();
    const still = await graphql(server.url, PROJECT, { id: projectId }, owner.token);
    expect(still.data?.project.tracks.nodes[0].track.title).toBe('Night Drive (demo)');
  });

  it('closes to a collaborator the moment they are removed, its audio included', async () => {
    await uploadSong();
    const before = await graphql(server.url, PROJECT, { id: projectId }, viewer.token);
    const audioUrl = before.data?.project.tracks.nodes[0].track.audio.url;
    expect((await fetch(audioUrl)).status).toBe(200);

    const removed = await graphql(
      server.url,
      REMOVE,
      { input: { projectId, artistId: viewer.id } },
      owner.token,
    );
    expect(removed.errors).toBeUndefined();

    const after = await graphql(server.url, PROJECT, { id: projectId }, viewer.token);
    expect(errorCodes(after)).toEqual(['NOT_FOUND']);
    expect((await fetch(audioUrl)).status).toBe(404);
  });
});

describe("a shared project's notes", () => {
  const CREATE_NOTE = 'mutation($input: CreateNoteInput!) { createNote(input: $input) { id content } }';
  const DELETE_NOTE = 'mutation($id: ID!) { deleteNote(input: { noteId: $id }) { id } }';
  const NOTES = 'query($id: ID!) { project(id: $id) { notes { nodes { id content } } } }';
  const noteTexts = async (token: string) =>
    (await graphql(server.url, NOTES, { id: projectId }, token)).data?.project.notes.nodes.map(
      (note: { content: string }) => note.content,
    );

  it('are read by everyone in it and written by its editors, each note changed by its writer or the owner', async () => {
    const byOwner = await graphql(
      server.url,
      CREATE_NOTE,
      { input: { projectId, content: 'Brighter chorus' } },
      owner.token,
    );
    const byEditor = await graphql(
      server.url,
      CREATE_NOTE,
      { input: { projectId, content: 'Try a key change' } },
      editor.token,
    );
    const byViewer = await graphql(
      server.url,
      CREATE_NOTE,
      { input: { projectId, content: 'Louder' } },
      viewer.token,
    );

    expect(byViewer.errors?.[0]?.message).toBe(
      "Only an editor or the owner can change the project's lyrics, notes and details.",
    );
    expect(await noteTexts(viewer.token)).toEqual(['Try a key change', 'Brighter chorus']);
    // The editor may not delete the owner's note; the owner may delete the editor's.
    const editorDeletes = await graphql(
      server.url,
      DELETE_NOTE,
      { id: byOwner.data?.createNote.id },
      editor.token,
    );
    expect(errorCodes(editorDeletes)).toEqual(['NOT_FOUND']);
    const ownerDeletes = await graphql(
      server.url,
      DELETE_NOTE,
      { id: byEditor.data?.createNote.id },
      owner.token,
    );
    expect(ownerDeletes.errors).toBeUndefined();
    expect(await noteTexts(editor.token)).toEqual(['Brighter chorus']);
    expect(errorCodes(await graphql(server.url, NOTES, { id: projectId }, stranger.token))).toEqual([
      'NOT_FOUND',
    ]);
  });

  it('stop being written by a writer whose role no longer edits', async () => {
    const written = await graphql(
      server.url,
      CREATE_NOTE,
      { input: { projectId, content: 'Draft idea' } },
      editor.token,
    );
    await graphql(
      server.url,
      'mutation($input: ChangeCollaboratorRoleInput!) { changeCollaboratorRole(input: $input) { id } }',
      { input: { projectId, artistId: editor.id, role: 'VIEWER' } },
      owner.token,
    );

    const deleted = await graphql(server.url, DELETE_NOTE, { id: written.data?.createNote.id }, editor.token);
    expect(errorCodes(deleted)).toEqual(['FORBIDDEN']);
    expect(await noteTexts(owner.token)).toEqual(['Draft idea']);
  });
});

describe('deleting an account', () => {
  it("names who loses access: the people on the owner's projects, A to Z, to the owner only", async () => {
    const LOSING = 'query { accountDeletionImpact { collaboratorCount collaboratorNames } }';
    const forOwner = await graphql(server.url, LOSING, {}, owner.token);
    const forMember = await graphql(server.url, LOSING, {}, viewer.token);

    expect(forOwner.data?.accountDeletionImpact).toEqual({
      collaboratorCount: 2,
      collaboratorNames: ['Eddie Words', 'Vic Listens'],
    });
    expect(forMember.data?.accountDeletionImpact).toEqual({ collaboratorCount: 0, collaboratorNames: [] });
  });
});

describe('leaving a shared project', () => {
  it('withdraws an invitation still waiting for a removed member, so removal sticks', async () => {
    const again = await graphql(
      server.url,
      INVITE_AGAIN,
      { input: { projectId, email: editor.email, role: 'VIEWER' } },
      owner.token,
    );
    expect(again.errors).toBeUndefined();
    await graphql(server.url, REMOVE, { input: { projectId, artistId: editor.id } }, owner.token);

    const waiting = await graphql(server.url, 'query { projectInvitations { id } }', {}, editor.token);
    expect(waiting.data?.projectInvitations).toEqual([]);
    const accepted = await graphql(
      server.url,
      'mutation($id: ID!) { acceptInvitation(input: { invitationId: $id }) { id } }',
      { id: again.data?.inviteCollaborator.id },
      editor.token,
    );
    expect(errorCodes(accepted)).toEqual(['NOT_FOUND']);
    expect(errorCodes(await graphql(server.url, PROJECT, { id: projectId }, editor.token))).toEqual([
      'NOT_FOUND',
    ]);
  });

  it('declines what still waits for the member who leaves', async () => {
    await graphql(
      server.url,
      INVITE_AGAIN,
      { input: { projectId, email: viewer.email, role: 'EDITOR' } },
      owner.token,
    );
    const left = await graphql(
      server.url,
      'mutation($id: ID!) { leaveProject(input: { projectId: $id }) { id } }',
      { id: projectId },
      viewer.token,
    );
    expect(left.errors).toBeUndefined();

    const waiting = await graphql(server.url, 'query { projectInvitations { id } }', {}, viewer.token);
    expect(waiting.data?.projectInvitations).toEqual([]);
  });
});
