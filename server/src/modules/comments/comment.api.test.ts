import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';
import { User } from '../accounts/user.entity.js';
import { Comment } from './comment.entity.js';
import { MAX_REPLIES_PER_THREAD } from './comment.service.js';

const db = useTestDatabase();
const server = useTestServer(db);

const ADD = `mutation($input: AddCommentInput!) {
  addComment(input: $input) { id body atSeconds endSeconds resolved author { artistName } }
}`;
const RESOLVE = 'mutation($id: ID!) { resolveComment(input: { commentId: $id }) { id resolved } }';
const REOPEN = 'mutation($id: ID!) { reopenComment(input: { commentId: $id }) { id resolved } }';
const VERSIONS = `query($id: ID!) { project(id: $id) { tracks { nodes { versions {
  id number openCommentCount
  comments { totalCount nodes { id body atSeconds endSeconds resolved author { artistName }
    replies { body atSeconds author { artistName } } } }
} } } } }`;
const INBOX = 'query { notifications { notifications { nodes { kind text } } } }';

let owner: SignedUpArtist;
let mixer: SignedUpArtist;
let viewer: SignedUpArtist;
let stranger: SignedUpArtist;
let projectId: string;
let songId: string;
let v1: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the assertions check.
async function versions(artist: SignedUpArtist): Promise<any[]> {
  const answer = await graphql(server.url, VERSIONS, { id: projectId }, artist.token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.project.tracks.nodes[0].versions;
}

beforeEach(async () => {
  [owner, mixer, viewer, stranger] = await Promise.all([
    signUpArtist(server.url, 'Nova Lane'),
    signUpArtist(server.url, 'Kai Mixes'),
    signUpArtist(server.url, 'Vic Listens'),
    signUpArtist(server.url, 'Stranger'),
  ]);
  projectId = (
    await graphql(
      server.url,
      'mutation { createProject(input: { title: "Night Drive" }) { id } }',
      {},
      owner.token,
    )
  ).data?.createProject.id;
  await joinProject(server.url, projectId, owner, mixer, 'MIX_ENGINEER');
  await joinProject(server.url, projectId, owner, viewer, 'VIEWER');
  const uploaded = await graphqlWithFile(
    server.url,
    owner.token,
    'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { id } } } }',
    { input: { projectId, title: 'Night Drive' } },
    { bytes: makeWav({ seconds: 20 }), filename: 'demo.wav' },
  );
  songId = uploaded.data?.uploadProjectTrack.tracks.nodes[0].id;
  v1 = (await versions(owner))[0].id;
});

describe('comments on a version', () => {
  it('sit at a moment or over a range, with replies at their thread’s moment, and tell whom they mention', async () => {
    const thread = await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 12, body: 'Vocals too quiet here, @kai mixes' } },
      owner.token,
    );
    expect(thread.data?.addComment).toMatchObject({ atSeconds: 12, endSeconds: null, resolved: false });
    const range = await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 3, endSeconds: 7.5, body: 'Lovely intro' } },
      mixer.token,
    );
    expect(range.errors).toBeUndefined();
    const reply = await graphql(
      server.url,
      ADD,
      {
        input: {
          versionId: v1,
          atSeconds: 0,
          body: 'Fixed in the next mix',
          parentId: thread.data?.addComment.id,
        },
      },
      mixer.token,
    );
    expect(reply.data?.addComment.atSeconds).toBe(12);

    const [seen] = await versions(viewer);
    expect(seen.openCommentCount).toBe(2);
    expect(seen.comments.nodes).toEqual([
      expect.objectContaining({ body: 'Lovely intro', atSeconds: 3, endSeconds: 7.5, replies: [] }),
      expect.objectContaining({
        body: 'Vocals too quiet here, @kai mixes',
        author: { artistName: 'Nova Lane' },
        replies: [{ body: 'Fixed in the next mix', atSeconds: 12, author: { artistName: 'Kai Mixes' } }],
      }),
    ]);
    const inbox = await graphql(server.url, INBOX, {}, mixer.token);
    expect(inbox.data?.notifications.notifications.nodes).toContainEqual({
      kind: 'COMMENT_MENTION',
      text: 'Nova Lane mentioned you on Night Drive v1 at 0:12',
    });
    const ownerInbox = await graphql(server.url, INBOX, {}, owner.token);
    expect(
      ownerInbox.data?.notifications.notifications.nodes.filter(
        (n: { kind: string }) => n.kind === 'COMMENT_MENTION',
      ),
    ).toEqual([]);
  });

  it('are resolved and reopened by those who may comment, a reply standing for its thread', async () => {
    const thread = (
      await graphql(server.url, ADD, { input: { versionId: v1, atSeconds: 1, body: 'Hiss' } }, owner.token)
    ).data?.addComment.id;
    const reply = (
      await graphql(
        server.url,
        ADD,
        { input: { versionId: v1, atSeconds: 1, body: 'On it', parentId: thread } },
        mixer.token,
      )
    ).data?.addComment.id;

    const resolved = await graphql(server.url, RESOLVE, { id: reply }, mixer.token);
    expect(resolved.data?.resolveComment).toEqual({ id: thread, resolved: true });
    expect((await versions(owner))[0].openCommentCount).toBe(0);
    const byViewer = await graphql(server.url, REOPEN, { id: thread }, viewer.token);
    expect(errorCodes(byViewer)).toEqual(['FORBIDDEN']);
    const reopened = await graphql(server.url, REOPEN, { id: thread }, owner.token);
    expect(reopened.data?.reopenComment).toEqual({ id: thread, resolved: false });
  });

  it('are refused to a viewer with the table’s words, and are nothing to a stranger', async () => {
    const byViewer = await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 1, body: 'Hi' } },
      viewer.token,
    );
    expect(byViewer.errors?.[0]?.message).toBe(
      'Only a commenter, an editor, a mix engineer, a mastering engineer or the owner can comment.',
    );
    const byStranger = await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 1, body: 'Hi' } },
      stranger.token,
    );
    expect(errorCodes(byStranger)).toEqual(['NOT_FOUND']);
    const read = await graphql(
      server.url,
      'query($id: ID!) { node(id: $id) { ... on TrackVersion { comments { totalCount } } } }',
      { id: v1 },
      stranger.token,
    );
    expect(errorCodes(read)).toEqual(['NOT_FOUND']);
  });

  it('stay on their version: a new version starts clean', async () => {
    await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 2, body: 'Kick too loud' } },
      owner.token,
    );
    await graphql(
      server.url,
      'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }',
      {
        input: { projectId, status: 'MIXING' },
      },
      owner.token,
    );
    await graphqlWithFile(
      server.url,
      mixer.token,
      'mutation($input: UploadVersionInput!) { uploadVersion(input: $input) { id } }',
      { input: { projectTrackId: songId } },
      { bytes: makeWav({ seconds: 20 }), filename: 'mix.wav' },
    );

    const [v2, first] = await versions(mixer);
    expect(v2).toMatchObject({ number: 2, openCommentCount: 0, comments: { totalCount: 0 } });
    expect(first.comments.nodes.map((comment: { body: string }) => comment.body)).toEqual(['Kick too loud']);
  });

  it('refuse a time past the end, a range that ends first, and a blank body, saying why', async () => {
    const past = await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 25, body: 'Late' } },
      owner.token,
    );
    const backwards = await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 5, endSeconds: 4, body: 'Range' } },
      owner.token,
    );
    const blank = await graphql(
      server.url,
      ADD,
      { input: { versionId: v1, atSeconds: 5, body: '   ' } },
      owner.token,
    );

    expect(past.errors?.[0]?.message).toBe('That time is past the end of v1 (0:20).');
    expect(backwards.errors?.[0]?.message).toBe('A range ends after it starts.');
    expect(blank.errors?.[0]?.message).toBe('Comment is required.');
    expect([past, backwards, blank].map(errorCodes)).toEqual([
      ['BAD_USER_INPUT'],
      ['BAD_USER_INPUT'],
      ['BAD_USER_INPUT'],
    ]);
  });

  it('keep a thread to 100 replies, however many arrive at once', async () => {
    const thread = (
      await graphql(server.url, ADD, { input: { versionId: v1, atSeconds: 1, body: 'Thread' } }, owner.token)
    ).data?.addComment.id;
    // 98 replies stored directly, then four at once: exactly two more fit.
    const em = db.fork();
    const parent = await em.findOneOrFail(Comment, thread, { populate: ['version'] });
    for (let index = 0; index < MAX_REPLIES_PER_THREAD - 2; index++) {
      em.persist(
        new Comment({
          version: parent.version,
          parent,
          author: em.getReference(User, owner.id),
          body: `Reply ${index}`,
          atSeconds: 1,
          endSeconds: null,
        }),
      );
    }
    await em.flush();

    const answers = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        graphql(
          server.url,
          ADD,
          { input: { versionId: v1, atSeconds: 1, body: `Late ${index}`, parentId: thread } },
          mixer.token,
        ),
      ),
    );

    expect(answers.filter((answer) => !answer.errors)).toHaveLength(2);
    expect(answers.flatMap(errorCodes)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
    const [seen] = await versions(owner);
    const stored = seen.comments.nodes.find((node: { id: string }) => node.id === thread);
    expect(stored.replies).toHaveLength(MAX_REPLIES_PER_THREAD);
  });
});
