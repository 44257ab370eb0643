import { beforeEach, describe, expect, it } from 'vitest';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { useTestDatabase } from '../../test/database.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { ActivityKind } from './project-activity.entity.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const MOVE = 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }';
const NEWS = '{ projectsWithNews { id title newActivityCount } }';
const SEEN =
  'mutation($id: ID!) { markProjectActivitySeen(input: { projectId: $id }) { id newActivityCount } }';

let owner: SignedUpArtist;
let editor: SignedUpArtist;
let stranger: SignedUpArtist;
let projectId: string;

beforeEach(async () => {
  [owner, editor, stranger] = await Promise.all([
    signUpArtist(server.url, 'Nova Lane'),
    signUpArtist(server.url, 'Eddie Edits'),
    signUpArtist(server.url, 'Stranger'),
  ]);
  projectId = (await graphql(server.url, CREATE_PROJECT, { title: 'Night Drive' }, owner.token)).data
    ?.createProject.id;
  await joinProject(server.url, projectId, owner, editor, 'EDITOR');
});

async function news(artist: SignedUpArtist) {
  const answer = await graphql(server.url, NEWS, {}, artist.token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.projectsWithNews;
}

describe('news of the projects an artist is in', () => {
  it("counts what others did since the artist last looked, never the artist's own doing", async () => {
    // The owner invited the editor, who joined: the joining is news to the owner, the invitation is not.
    expect(await news(owner)).toEqual([{ id: projectId, title: 'Night Drive', newActivityCount: 1 }]);
    const seen = await graphql(server.url, SEEN, { id: projectId }, owner.token);
    expect(seen.data?.markProjectActivitySeen).toEqual({ id: projectId, newActivityCount: 0 });
    expect(await news(owner)).toEqual([]);

    await graphql(server.url, MOVE, { input: { projectId, status: 'RECORDING' } }, editor.token);
    expect(await news(owner)).toEqual([{ id: projectId, title: 'Night Drive', newActivityCount: 1 }]);
    // The editor's own move is not news to them; the invitation before they looked is.
    expect(await news(editor)).toEqual([{ id: projectId, title: 'Night Drive', newActivityCount: 1 }]);
    expect(await news(stranger)).toEqual([]);
  });

  it('counts a change committed after the look even when it was made before it', async () => {
    await graphql(server.url, SEEN, { id: projectId }, owner.token);
    const { projectActivity, projectNews } = server.services;
    let recorded!: () => void;
    let commit!: () => void;
    const written = new Promise<void>((resolve) => {
      recorded = resolve;
    });
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // The editor's change is written, and waits to commit while the owner looks.
    const change = unitOfWork(db.fork(), async (tx) => {
      projectActivity.record(tx, {
        projectId,
        actorId: editor.id,
        kind: ActivityKind.STAGE_MOVED,
        summary: 'moved the project to recording',
      });
      await tx.flush();
      recorded();
      await committing;
    });
    await written;
    await projectNews.markSeen(db.fork(), owner.id, projectId);
    commit();
    await change;

    expect(await news(owner)).toEqual([{ id: projectId, title: 'Night Drive', newActivityCount: 1 }]);
  });

  it('refuses to mark a project the caller is not in, as if there were none', async () => {
    const answer = await graphql(server.url, SEEN, { id: projectId }, stranger.token);
    expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
    expect(await db.fork().count('ProjectActivitySeen', {})).toBe(0);
  });
});
