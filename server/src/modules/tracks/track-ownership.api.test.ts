import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const SONG_TRACKS = 'query($id: ID!) { project(id: $id) { tracks { nodes { track { id ownedByMe } } } } }';

describe('Track.ownedByMe over GraphQL', () => {
  it("is true for the owner, in their library and their project, and false for a collaborator's view", async () => {
    const [owner, mixer] = await Promise.all([
      signUpArtist(server.url, 'Nova Lane'),
      signUpArtist(server.url, 'Kai Mixes'),
    ]);
    const created = await graphql(
      server.url,
      'mutation { createProject(input: { title: "Night Drive" }) { id } }',
      {},
      owner.token,
    );
    const projectId = created.data?.createProject.id as string;
    await joinProject(server.url, projectId, owner, mixer, 'MIX_ENGINEER');
    await graphqlWithFile(
      server.url,
      owner.token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id } }',
      { input: { projectId, title: 'Demo' } },
      { bytes: makeWav({ seconds: 1 }), filename: 'demo.wav' },
    );

    const asOwner = await graphql(server.url, SONG_TRACKS, { id: projectId }, owner.token);
    const track = asOwner.data?.project.tracks.nodes[0].track;
    expect(track.ownedByMe).toBe(true);
    const library = await graphql(
      server.url,
      '{ tracks(first: 10) { nodes { id ownedByMe } } }',
      {},
      owner.token,
    );
    expect(library.data?.tracks.nodes).toEqual([{ id: track.id, ownedByMe: true }]);

    const asMixer = await graphql(server.url, SONG_TRACKS, { id: projectId }, mixer.token);
    expect(asMixer.data?.project.tracks.nodes).toEqual([{ track: { id: track.id, ownedByMe: false } }]);
    const opened = await graphql(
      server.url,
      'query($id: ID!) { track(id: $id) { ownedByMe } }',
      { id: track.id },
      mixer.token,
    );
    expect(opened.data?.track).toEqual({ ownedByMe: false });
  });
});
