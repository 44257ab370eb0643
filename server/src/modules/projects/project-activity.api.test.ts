import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { joinProject, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const FEED =
  'query($id: ID!) { project(id: $id) { activity(first: 50) { totalCount nodes { kind text actor { artistName } } } } }';

describe("a project's activity feed", () => {
  it('lists who invited, joined, uploaded, commented, resolved and moved the stage, newest first', async () => {
    const [owner, mixer, outsider] = await Promise.all([
      signUpArtist(server.url, 'Nova Lane'),
      signUpArtist(server.url, 'Kai Mixes'),
      signUpArtist(server.url, 'Stranger'),
    ]);
    const projectId = (
      await graphql(
        server.url,
        'mutation { createProject(input: { title: "Night Drive" }) { id } }',
        {},
        owner.token,
      )
    ).data?.createProject.id;
    await joinProject(server.url, projectId, owner, mixer, 'MIX_ENGINEER');
    const uploaded = await graphqlWithFile(
      server.url,
      owner.token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { id } } } }',
      { input: { projectId, title: 'Demo' } },
      { bytes: makeWav({ seconds: 20 }), filename: 'demo.wav' },
    );
    const songId = uploaded.data?.uploadProjectTrack.tracks.nodes[0].id;
    const move = (status: string) =>
      graphql(
        server.url,
        'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }',
        {
          input: { projectId, status },
        },
        owner.token,
      );
    await move('RECORDING');
    await move('MIXING');
    const version = await graphqlWithFile(
      server.url,
      mixer.token,
      'mutation($input: UploadVersionInput!) { uploadVersion(input: $input) { id } }',
      { input: { projectTrackId: songId, note: 'Louder vocals' } },
      { bytes: makeWav({ seconds: 20 }), filename: 'mix.wav' },
    );
    const comment = await graphql(
      server.url,
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { versionId: version.data?.uploadVersion.id, atSeconds: 12, body: 'Better' } },
      owner.token,
    );
    await graphql(
      server.url,
      'mutation($id: ID!) { resolveComment(input: { commentId: $id }) { id } }',
      { id: comment.data?.addComment.id },
      mixer.token,
    );

    const feed = await graphql(server.url, FEED, { id: projectId }, mixer.token);
    expect(feed.data?.project.activity.nodes.map((entry: { text: string }) => entry.text)).toEqual([
      'Kai Mixes resolved a comment on Demo v2 at 0:12',
      'Nova Lane commented on Demo v2 at 0:12',
      'Kai Mixes uploaded v2 of Demo: Louder vocals',
      'Nova Lane moved the project to mixing',
      'Nova Lane moved the project to recording',
      'Kai Mixes joined as a mix engineer',
      'Nova Lane invited a mix engineer',
    ]);
    expect(feed.data?.project.activity.nodes[0]).toMatchObject({
      kind: 'RESOLVED',
      actor: { artistName: 'Kai Mixes' },
    });

    const byOutsider = await graphql(server.url, FEED, { id: projectId }, outsider.token);
    expect(errorCodes(byOutsider)).toEqual(['NOT_FOUND']);
  });
});
