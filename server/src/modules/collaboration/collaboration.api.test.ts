import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const INVITATION =
  'id role status email project { id title } invitedBy { id artistName } invitee { id artistName }';
const INVITE = `mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { ${INVITATION} } }`;
const PENDING = `query { projectInvitations { ${INVITATION} } }`;
const ACCEPT = `mutation($id: ID!) { acceptInvitation(input: { invitationId: $id }) { id status } }`;
const DECLINE = `mutation($id: ID!) { declineInvitation(input: { invitationId: $id }) { id status } }`;
const COLLABORATORS =
  'query($id: ID!) { projectCollaborators(projectId: $id) { id role artist { id artistName } } }';
const CHANGE_ROLE = `mutation($input: ChangeCollaboratorRoleInput!) { changeCollaboratorRole(input: $input) { id role } }`;
const REMOVE = `mutation($input: RemoveCollaboratorInput!) { removeCollaborator(input: $input) { id } }`;
const LEAVE = 'mutation($id: ID!) { leaveProject(input: { projectId: $id }) { id } }';
const SHARED =
  'query { sharedProjects { totalCount nodes { id title status role owner { id artistName } } } }';
const INBOX =
  'query { notifications { unreadCount notifications { nodes { kind text preview actor { id } } } } }';

interface Artist {
  token: string;
  id: string;
  email: string;
}

async function register(artistName: string, email = uniqueEmail()): Promise<Artist> {
  const answer = await graphql(server.url, REGISTER, {
    input: { email, password: 'correct horse battery', artistName },
  });
  return {
    token: answer.data?.register.accessToken as string,
    id: answer.data?.register.user.id as string,
    email,
  };
}

let owner: Artist;
let mixer: Artist;
let stranger: Artist;
let projectId: string;
beforeEach(async () => {
  owner = await register('Nova Lane');
  mixer = await register('Kai Mixes');
  stranger = await register('Stranger');
  projectId = (await graphql(server.url, CREATE_PROJECT, { title: 'Night Drive' }, owner.token)).data
    ?.createProject.id as string;
});

describe('sharing a project', () => {
  it('invites by email, notifies the invitee, and makes them a collaborator when they accept', async () => {
    const invited = await graphql(
      server.url,
      INVITE,
      { input: { projectId, email: mixer.email.toUpperCase(), role: 'MIX_ENGINEER' } },
      owner.token,
    );
    expect(invited.errors).toBeUndefined();
    const invitation = invited.data?.inviteCollaborator;
    expect(invitation).toMatchObject({
      role: 'MIX_ENGINEER',
      status: 'PENDING',
      email: mixer.email,
      project: { id: projectId, title: 'Night Drive' },
      invitedBy: { id: owner.id, artistName: 'Nova Lane' },
    });

    const inbox = await graphql(server.url, INBOX, {}, mixer.token);
    expect(inbox.data?.notifications.notifications.nodes).toContainEqual({
      kind: 'PROJECT_INVITATION',
      text: 'Nova Lane invited you to Night Drive as a mix engineer',
      preview: '',
      actor: { id: owner.id },
    });
    const pending = await graphql(server.url, PENDING, {}, mixer.token);
    expect(pending.data?.projectInvitations.map((each: { id: string }) => each.id)).toEqual([invitation.id]);

    // Only the invitee answers: the owner and a stranger find no such invitation.
    for (const someone of [owner, stranger]) {
      expect(errorCodes(await graphql(server.url, ACCEPT, { id: invitation.id }, someone.token))).toEqual([
        'NOT_FOUND',
      ]);
    }
    const accepted = await graphql(server.url, ACCEPT, { id: invitation.id }, mixer.token);
    expect(accepted.data?.acceptInvitation).toEqual({ id: invitation.id, status: 'ACCEPTED' });
    expect(errorCodes(await graphql(server.url, ACCEPT, { id: invitation.id }, mixer.token))).toEqual([
      'NOT_FOUND',
    ]);

    const team = await graphql(server.url, COLLABORATORS, { id: projectId }, owner.token);
    expect(team.data?.projectCollaborators).toEqual([
      { id: expect.any(String), role: 'MIX_ENGINEER', artist: { id: mixer.id, artistName: 'Kai Mixes' } },
    ]);
    expect((await graphql(server.url, PENDING, {}, mixer.token)).data?.projectInvitations).toEqual([]);

    // 'Shared with me': the mix engineer's, nobody else's.
    const shared = async (who: Artist) => {
      const answer = await graphql(server.url, SHARED, {}, who.token);
      expect(answer.errors).toBeUndefined();
      return answer.data?.sharedProjects as { totalCount: number; nodes: unknown[] };
    };
    expect(await shared(mixer)).toEqual({
      totalCount: 1,
      nodes: [
        {
          id: projectId,
          title: 'Night Drive',
          status: 'DRAFT',
          role: 'MIX_ENGINEER',
          owner: { id: owner.id, artistName: 'Nova Lane' },
        },
      ],
    });
    expect((await shared(owner)).totalCount).toBe(0);
    expect((await shared(stranger)).totalCount).toBe(0);
  });

  it('keeps an invitation to an email with no account, and offers it when that email registers', async () => {
    const email = uniqueEmail('later');
    const invited = await graphql(
      server.url,
      INVITE,
      { input: { projectId, email, role: 'VIEWER' } },
      owner.token,
    );
    expect(invited.data?.inviteCollaborator).toMatchObject({ status: 'PENDING', email, invitee: null });

    const later = await register('Late Joiner', email);
    const pending = await graphql(server.url, PENDING, {}, later.token);
    expect(pending.data?.projectInvitations).toMatchObject([
      { id: invited.data?.inviteCollaborator.id, role: 'VIEWER', invitee: { id: later.id } },
    ]);
    const inbox = await graphql(server.url, INBOX, {}, later.token);
    expect(inbox.data?.notifications.unreadCount).toBe(1);
    const declined = await graphql(
      server.url,
      DECLINE,
      { id: invited.data?.inviteCollaborator.id },
      later.token,
    );
    expect(declined.data?.declineInvitation.status).toBe('DECLINED');
    expect(
      (await graphql(server.url, COLLABORATORS, { id: projectId }, owner.token)).data?.projectCollaborators,
    ).toEqual([]);
  });

  it('shows the owner the invitations still waiting, and lets only the owner withdraw one', async () => {
    const SENT = 'query($id: ID!) { project(id: $id) { invitations { id role email invitee { id } } } }';
    const WITHDRAW = 'mutation($id: ID!) { withdrawInvitation(input: { invitationId: $id }) { id } }';
    const email = uniqueEmail('waiting');
    const byEmail = await graphql(
      server.url,
      INVITE,
      { input: { projectId, email, role: 'VIEWER' } },
      owner.token,
    );
    const toMixer = await graphql(
      server.url,
      INVITE,
      { input: { projectId, email: mixer.email, role: 'MIX_ENGINEER' } },
      owner.token,
    );
    const sent = await graphql(server.url, SENT, { id: projectId }, owner.token);
    // The email is shown as typed; whose it is, never (the mixer's account is not named either).
    expect(sent.data?.project.invitations).toEqual([
      { id: toMixer.data?.inviteCollaborator.id, role: 'MIX_ENGINEER', email: mixer.email, invitee: null },
      { id: byEmail.data?.inviteCollaborator.id, role: 'VIEWER', email, invitee: null },
    ]);

    const mixerId = toMixer.data?.inviteCollaborator.id;
    expect(errorCodes(await graphql(server.url, WITHDRAW, { id: mixerId }, mixer.token))).toEqual([
      'NOT_FOUND',
    ]);
    expect(errorCodes(await graphql(server.url, WITHDRAW, { id: mixerId }, stranger.token))).toEqual([
      'NOT_FOUND',
    ]);
    expect(errorCodes(await graphql(server.url, WITHDRAW, { id: 'not-an-id' }, owner.token))).toEqual([
      'NOT_FOUND',
    ]);
    const withdrawn = await graphql(server.url, WITHDRAW, { id: mixerId }, owner.token);
    expect(withdrawn.data?.withdrawInvitation).toEqual({ id: mixerId });
    expect((await graphql(server.url, PENDING, {}, mixer.token)).data?.projectInvitations).toEqual([]);
    expect(errorCodes(await graphql(server.url, ACCEPT, { id: mixerId }, mixer.token))).toEqual([
      'NOT_FOUND',
    ]);
    expect(errorCodes(await graphql(server.url, WITHDRAW, { id: mixerId }, owner.token))).toEqual([
      'NOT_FOUND',
    ]);

    // Answered, an invitation is no longer waiting, and no longer withdrawn.
    const later = await register('Late Joiner', email);
    await graphql(server.url, ACCEPT, { id: byEmail.data?.inviteCollaborator.id }, later.token);
    expect(
      (await graphql(server.url, SENT, { id: projectId }, owner.token)).data?.project.invitations,
    ).toEqual([]);
    const answered = await graphql(
      server.url,
      WITHDRAW,
      { id: byEmail.data?.inviteCollaborator.id },
      owner.token,
    );
    expect(errorCodes(answered)).toEqual(['NOT_FOUND']);
    // A collaborator sees none of them.
    expect(
      (await graphql(server.url, SENT, { id: projectId }, later.token)).data?.project.invitations,
    ).toEqual([]);
  });

  it('invites from My Network without showing the invitee’s email, and changes the role on a second invitation', async () => {
    const first = await graphql(
      server.url,
      INVITE,
      { input: { projectId, artistId: mixer.id, role: 'VIEWER' } },
      owner.token,
    );
    expect(first.data?.inviteCollaborator).toMatchObject({ email: null, invitee: { id: mixer.id } });
    expect(JSON.stringify(first.data)).not.toContain(mixer.email);
    const again = await graphql(
      server.url,
      INVITE,
      { input: { projectId, artistId: mixer.id, role: 'EDITOR' } },
      owner.token,
    );
    expect(again.data?.inviteCollaborator).toMatchObject({
      id: first.data?.inviteCollaborator.id,
      role: 'EDITOR',
    });
    // The invitee hears of the new role.
    const inbox = await graphql(server.url, INBOX, {}, mixer.token);
    expect(
      inbox.data?.notifications.notifications.nodes.map((each: { text: string }) => each.text),
    ).toContain('Nova Lane invited you to Night Drive as an editor');
  });

  it('answers an invitation by email alike whether or not the email has an account, and never ties it to an artist', async () => {
    const shape = (answer: { data?: Record<string, unknown> | null }) => {
      const invitation = (answer.data?.inviteCollaborator ?? {}) as Record<string, unknown>;
      const { id: _id, email: _email, ...rest } = invitation;
      return rest;
    };
    const toAccount = await graphql(
      server.url,
      INVITE,
      { input: { projectId, email: mixer.email, role: 'VIEWER' } },
      owner.token,
    );
    const toNobody = await graphql(
      server.url,
      INVITE,
      { input: { projectId, email: uniqueEmail('nobody'), role: 'VIEWER' } },
      owner.token,
    );
    expect(shape(toAccount)).toEqual(shape(toNobody));
    expect(toAccount.data?.inviteCollaborator.invitee).toBeNull();
    // The same person invited from the network is another invitation: the email's is not returned.
    const fromNetwork = await graphql(
      server.url,
      INVITE,
      { input: { projectId, artistId: mixer.id, role: 'VIEWER' } },
      owner.token,
    );
    expect(fromNetwork.data?.inviteCollaborator.id).not.toBe(toAccount.data?.inviteCollaborator.id);
    expect(fromNetwork.data?.inviteCollaborator.email).toBeNull();
    // Accepting one takes both, and the email's invitation then shows who accepted it.
    const accepted = await graphql(
      server.url,
      ACCEPT,
      { id: fromNetwork.data?.inviteCollaborator.id },
      mixer.token,
    );
    expect(accepted.errors).toBeUndefined();
    expect((await graphql(server.url, PENDING, {}, mixer.token)).data?.projectInvitations).toEqual([]);
    expect(
      (
        await graphql(
          server.url,
          INVITE,
          { input: { projectId, email: mixer.email, role: 'VIEWER' } },
          owner.token,
        )
      ).data?.inviteCollaborator.invitee,
    ).toBeNull();
    const team = await graphql(server.url, COLLABORATORS, { id: projectId }, owner.token);
    expect(team.data?.projectCollaborators).toHaveLength(1);
  });

  it('names the role in full in the notification, however long the title', async () => {
    const title = `Night Drive as a mastering engineer ${'x'.repeat(150)}`;
    const long = (await graphql(server.url, CREATE_PROJECT, { title: title.slice(0, 120) }, owner.token)).data
      ?.createProject.id;
    await graphql(
      server.url,
      INVITE,
      { input: { projectId: long, artistId: mixer.id, role: 'VIEWER' } },
      owner.token,
    );
    const inbox = await graphql(server.url, INBOX, {}, mixer.token);
    const [text] =
      inbox.data?.notifications.notifications.nodes.map((each: { text: string }) => each.text) ?? [];
    expect(text).toMatch(/… as a viewer$/);
  });

  it('lets the owner change a role and remove someone, and a collaborator leave', async () => {
    const invite = async (who: Artist, role: string) => {
      const invited = await graphql(
        server.url,
        INVITE,
        { input: { projectId, artistId: who.id, role } },
        owner.token,
      );
      await graphql(server.url, ACCEPT, { id: invited.data?.inviteCollaborator.id }, who.token);
    };
    await invite(mixer, 'VIEWER');
    await invite(stranger, 'COMMENTER');

    const changed = await graphql(
      server.url,
      CHANGE_ROLE,
      { input: { projectId, artistId: mixer.id, role: 'MIX_ENGINEER' } },
      owner.token,
    );
    expect(changed.data?.changeCollaboratorRole.role).toBe('MIX_ENGINEER');
    // A collaborator does not manage the project's people, and is told who does.
    const byMember = await graphql(
      server.url,
      CHANGE_ROLE,
      { input: { projectId, artistId: stranger.id, role: 'EDITOR' } },
      mixer.token,
    );
    expect(errorCodes(byMember)).toEqual(['FORBIDDEN']);
    expect(byMember.errors?.[0]?.message).toBe(
      "Only the owner can manage this project's songs and people, or delete it.",
    );

    // A membership of the owner's other project is not this project's.
    const other = (await graphql(server.url, CREATE_PROJECT, { title: 'Second' }, owner.token)).data
      ?.createProject.id;
    const elsewhere = await graphql(
      server.url,
      CHANGE_ROLE,
      { input: { projectId: other, artistId: mixer.id, role: 'VIEWER' } },
      owner.token,
    );
    expect(errorCodes(elsewhere)).toEqual(['NOT_FOUND']);
    const team = await graphql(server.url, COLLABORATORS, { id: projectId }, owner.token);
    expect(team.data?.projectCollaborators.map((each: { role: string }) => each.role)).toEqual([
      'MIX_ENGINEER',
      'COMMENTER',
    ]);

    const removed = await graphql(
      server.url,
      REMOVE,
      { input: { projectId, artistId: stranger.id } },
      owner.token,
    );
    expect(removed.errors).toBeUndefined();
    const left = await graphql(server.url, LEAVE, { id: projectId }, mixer.token);
    expect(left.errors).toBeUndefined();
    expect(errorCodes(await graphql(server.url, LEAVE, { id: projectId }, mixer.token))).toEqual([
      'NOT_FOUND',
    ]);
    expect(
      (await graphql(server.url, COLLABORATORS, { id: projectId }, owner.token)).data?.projectCollaborators,
    ).toEqual([]);
  });

  it('refuses bad invitations with clear errors, and tells a stranger nothing', async () => {
    const invite = (input: Record<string, unknown>, token = owner.token) =>
      graphql(server.url, INVITE, { input: { projectId, role: 'VIEWER', ...input } }, token);
    const both = await invite({ email: mixer.email, artistId: mixer.id });
    expect(both.errors?.[0]).toMatchObject({
      message: 'Invite by email or by artist, not both.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await invite({})).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await invite({ email: owner.email })).errors?.[0]).toMatchObject({
      message: 'You own this project: invite someone else.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(errorCodes(await invite({ email: 'not an email' }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await invite({ artistId: '00000000-0000-4000-8000-000000000000' }))).toEqual([
      'NOT_FOUND',
    ]);
    // Someone else's project is not found, whoever they invite.
    expect(errorCodes(await invite({ email: mixer.email }, stranger.token))).toEqual(['NOT_FOUND']);

    const invited = await invite({ artistId: mixer.id });
    await graphql(server.url, ACCEPT, { id: invited.data?.inviteCollaborator.id }, mixer.token);
    expect((await invite({ artistId: mixer.id })).errors?.[0]).toMatchObject({
      message: 'They are already in this project.',
      extensions: { code: 'CONFLICT' },
    });
  });
});
