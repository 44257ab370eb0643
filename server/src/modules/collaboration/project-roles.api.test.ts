import { describe, expect, it } from 'vitest';
import {
  COLLABORATOR_ROLES,
  decide,
  type ProjectAction,
  STAGES,
  type Stage,
  type Standing,
} from '../../policies/project-roles.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { type GraphQLAnswer, graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const INVITE = 'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }';
const UPDATE = 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id status } }';
const PROJECT = 'query($id: ID!) { project(id: $id) { id viewerRole } }';

type Artist = SignedUpArtist;
const register = () => signUpArtist(server.url, 'Matrix Artist');
let songId = '';
let versionId = '';

/** The request that tries an action, as the screens send it. */
function attempt(action: ProjectAction, projectId: string, token: string): Promise<GraphQLAnswer> {
  switch (action.kind) {
    case 'comment':
      return graphql(
        server.url,
        'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
        { input: { versionId, atSeconds: 0.1, body: 'Nice' } },
        token,
      );
    case 'setFacts':
      return graphql(server.url, UPDATE, { input: { projectId, key: 'A minor' } }, token);
    case 'uploadVersion':
      return graphqlWithFile(
        server.url,
        token,
        'mutation($input: UploadVersionInput!) { uploadVersion(input: $input) { id } }',
        { input: { projectTrackId: songId } },
        { bytes: makeWav({ seconds: 0.2 }), filename: 'take.wav' },
      );
    case 'view':
      return graphql(server.url, PROJECT, { id: projectId }, token);
    case 'edit':
      return graphql(server.url, UPDATE, { input: { projectId, title: 'Night Drive' } }, token);
    case 'move':
      return graphql(server.url, UPDATE, { input: { projectId, status: action.to } }, token);
    case 'manage':
      return graphql(
        server.url,
        INVITE,
        { input: { projectId, email: 'session-player@example.com', role: 'VIEWER' } },
        token,
      );
  }
}

/** What the table says the answer is: nothing wrong, NOT_FOUND, or FORBIDDEN with its message. */
function expected(standing: Standing, action: ProjectAction, stage: Stage): string {
  const decision = decide(standing, action, stage);
  if (decision.allowed) return 'allowed';
  return decision.hidden ? 'NOT_FOUND' : `FORBIDDEN: ${decision.message}`;
}

function outcome(answer: GraphQLAnswer): string {
  const error = answer.errors?.[0];
  if (!error) return 'allowed';
  const code = String(error.extensions?.code);
  return code === 'FORBIDDEN' ? `FORBIDDEN: ${error.message}` : code;
}

describe('the roles table on the server', () => {
  // About 350 requests in turn: several seconds alone, far longer on a busy machine.
  it('answers every standing, every action and every stage as the table does', {
    timeout: 180_000,
  }, async () => {
    const owner = await register();
    const projectId = (await graphql(server.url, CREATE_PROJECT, { title: 'Night Drive' }, owner.token)).data
      ?.createProject.id;
    await graphqlWithFile(
      server.url,
      owner.token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id } }',
      { input: { projectId } },
      { bytes: makeWav({ seconds: 0.2 }), filename: 'song.wav' },
    );
    songId = (
      await graphql(
        server.url,
        'query($id: ID!) { project(id: $id) { tracks { nodes { id } } } }',
        { id: projectId },
        owner.token,
      )
    ).data?.project.tracks.nodes[0].id;
    versionId = (
      await graphql(
        server.url,
        'query($id: ID!) { node(id: $id) { ... on ProjectTrack { versions { id } } } }',
        { id: songId },
        owner.token,
      )
    ).data?.node.versions[0].id;
    const people = new Map<Standing, Artist>([
      ['OWNER', owner],
      ['STRANGER', await register()],
    ]);
    for (const role of COLLABORATOR_ROLES) {
      const artist = await register();
      await joinProject(server.url, projectId, owner, artist, role);
      people.set(role, artist);
    }
    const moveTo = async (stage: Stage) => {
      const moved = await graphql(server.url, UPDATE, { input: { projectId, status: stage } }, owner.token);
      expect(moved.data?.updateProject.status).toBe(stage);
    };

    const mismatches: string[] = [];
    let cells = 0;
    const check = async (standing: Standing, action: ProjectAction, stage: Stage) => {
      const got = outcome(await attempt(action, projectId, (people.get(standing) as Artist).token));
      const want = expected(standing, action, stage);
      cells += 1;
      if (got !== want)
        mismatches.push(`${standing} ${JSON.stringify(action)} in ${stage}: ${got}, not ${want}`);
      return got;
    };
    for (const stage of STAGES) {
      await moveTo(stage);
      // Opening, editing the details and inviting leave the stage as it is: everyone at once.
      const standing = [...people.keys()];
      const unmoving: ProjectAction[] = [
        { kind: 'view' },
        { kind: 'comment' },
        { kind: 'edit' },
        { kind: 'setFacts' },
        { kind: 'uploadVersion' },
        { kind: 'manage' },
      ];
      await Promise.all(standing.flatMap((who) => unmoving.map((action) => check(who, action, stage))));
      // A move that went through is undone before the next try.
      for (const to of STAGES.filter((other) => other !== stage)) {
        for (const who of standing) {
          if ((await check(who, { kind: 'move', to }, stage)) === 'allowed') await moveTo(stage);
        }
      }
    }

    expect(mismatches).toEqual([]);
    // Seven standings, five stages, and every action of the table in each (four moves).
    expect(cells).toBe(7 * 5 * 10);
  });
});
