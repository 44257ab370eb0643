import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { roleWithArticle, type Standing, standingIn } from '../../policies/project-roles.js';
import { findPage } from '../../shared/entity-page.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { mapPage, type Page, type PageRequest } from '../../shared/paging.js';
import { beforeCommit, unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { AccountService } from '../accounts/account.service.js';
import { User } from '../accounts/user.entity.js';
import type { ArtistCardView } from '../network/artist-cards.js';
import type { NetworkService } from '../network/network.service.js';
import { NotificationKind } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Project, ProjectStatus } from '../projects/project.entity.js';
import { holdProjectWhileJoining, ownProject } from '../projects/project.service.js';
import { openProjectFor } from '../projects/project-access.js';
import { ActivityKind } from '../projects/project-activity.entity.js';
import type { ProjectActivityService } from '../projects/project-activity.service.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import {
  type CollaboratorInput,
  collaboratorSchema,
  type InvitationInput,
  invitationInputSchema,
  type RoleChangeInput,
  roleChangeSchema,
} from './collaboration.inputs.js';
import { LOCK_EMAIL_SQL } from './collaboration.sql.js';
import {
  type CollaboratorPermission,
  type CollaboratorRole,
  InvitationStatus,
  permissionsOf,
  policyRole,
} from './collaborator-role.js';
import { ProjectCollaborator } from './project-collaborator.entity.js';
import { ProjectInvitation } from './project-invitation.entity.js';

export interface InvitationView {
  id: string;
  role: CollaboratorRole;
  status: InvitationStatus;
  email: string | null;
  project: { id: string; title: string };
  invitedBy: ArtistCardView;
  invitee: ArtistCardView | null;
  createdAt: Date;
}

export interface CollaboratorView {
  id: string;
  artist: ArtistCardView;
  role: CollaboratorRole;
  permissions: CollaboratorPermission[];
  joinedAt: Date;
}

export interface SharedProjectView {
  id: string;
  title: string;
  status: ProjectStatus;
  owner: ArtistCardView;
  role: CollaboratorRole;
  joinedAt: Date;
}

export const INVITATION_NOT_FOUND = 'Invitation not found.';
export const COLLABORATOR_NOT_FOUND = 'Collaborator not found.';
const CANNOT_INVITE_SELF = 'You own this project: invite someone else.';
/** Pending invitations a project may hold at once: enough for a band and its engineers. */
export const MAX_PENDING_INVITATIONS = 50;

/**
 * Sharing a project: invitations by an account's exact email or from the network, answered by the
 * invitee; the owner's collaborators with their roles. What each role may then do is
 * policies/project-roles.ts's table.
 */
/** How many projects together an artist's page lists, A to Z. */
export const PROJECTS_TOGETHER_SHOWN = 20;

export class CollaborationService {
  constructor(
    private readonly accounts: Pick<AccountService, 'accountIdByEmail'>,
    private readonly network: Pick<NetworkService, 'findArtist' | 'artistCards'>,
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly activity: Pick<ProjectActivityService, 'record'>,
    private readonly workFeed: Pick<WorkFeed, 'changed'>,
  ) {}

  /**
   * Invites someone to the caller's project with a role. Inviting the same email again while an
   * invitation waits changes its role. The answer is the same whether or not the email has an account
   * yet, so an invitation tells nobody who has one.
   */
  async invite(em: EntityManager, callerId: string, rawInput: InvitationInput): Promise<InvitationView> {
    const input = parseInput(invitationInputSchema, rawInput);
    const invitation = await unitOfWork(em, async (tx) => {
      const project = await this.projectToManage(tx, callerId, input.projectId);
      // An account registering with this email at the same moment waits, or is waited for.
      if (input.email) await tx.execute(LOCK_EMAIL_SQL, [input.email]);
      const invitee = input.artistId
        ? await this.artistToInvite(tx, callerId, input.artistId)
        : await this.accounts.accountIdByEmail(tx, input.email ?? '');
      if (invitee === callerId) throw new ValidationError(CANNOT_INVITE_SELF, { field: 'email' });
      const email = input.email ?? null;
      // Only for an artist the owner chose: for an email it would say whose the email is.
      if (
        input.artistId &&
        invitee &&
        (await tx.count(ProjectCollaborator, {
          $and: [{ project, user: invitee }, scope(ProjectCollaborator, callerId)],
        }))
      ) {
        throw new ConflictError('They are already in this project.');
      }
      // The same email, or the same artist from the network: an email's invitation and an artist's are
      // never taken for one another, or the answer would tie the email to the artist.
      const samePerson = email ? { email } : { invitee, email: null };
      const waiting = await tx.findOne(ProjectInvitation, {
        $and: [
          { project, status: InvitationStatus.PENDING, ...samePerson },
          scope(ProjectInvitation, callerId, 'update'),
        ],
      });
      if (waiting) {
        if (waiting.role !== input.role) {
          waiting.role = input.role;
          if (waiting.invitee) await this.tellInvitee(tx, waiting, waiting.invitee.id);
          this.record(
            tx,
            callerId,
            project.id,
            ActivityKind.INVITED,
            `invited ${roleWithArticle(policyRole(input.role))}`,
          );
        }
        return waiting;
      }
      const pending = await tx.count(ProjectInvitation, {
        $and: [{ project, status: InvitationStatus.PENDING }, scope(ProjectInvitation, callerId)],
      });
      if (pending >= MAX_PENDING_INVITATIONS) {
        throw new ValidationError(`A project can wait on at most ${MAX_PENDING_INVITATIONS} invitations.`, {
          field: 'email',
        });
      }
      const invitation = new ProjectInvitation(project, tx.getReference(User, callerId), email, input.role);
      if (invitee) invitation.invitee = tx.getReference(User, invitee);
      tx.persist(invitation);
      if (invitee) await this.tellInvitee(tx, invitation, invitee);
      // Whom, the feed does not say: an email's owner is named only once they join.
      this.record(
        tx,
        callerId,
        project.id,
        ActivityKind.INVITED,
        `invited ${roleWithArticle(policyRole(input.role))}`,
      );
      return invitation;
    });
    return (await this.invitationViews(em, callerId, [invitation]))[0] as InvitationView;
  }

  /** The caller's invitations waiting for an answer, newest first. */
  async pendingInvitations(em: EntityManager, callerId: string): Promise<InvitationView[]> {
    const invitations = await em.find(
      ProjectInvitation,
      { $and: [{ status: InvitationStatus.PENDING }, scope(ProjectInvitation, callerId, 'list')] },
      { populate: ['project'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return this.invitationViews(em, callerId, invitations);
  }

  /**
   * The invitations of the caller's project still waiting for an answer, newest first (at most
   * `SENT_INVITATIONS_SHOWN`): the owner's to see and withdraw; nothing for anyone else.
   */
  async invitationsSent(em: EntityManager, callerId: string, projectId: string): Promise<InvitationView[]> {
    const invitations = await em.find(
      ProjectInvitation,
      {
        $and: [
          { project: projectId, status: InvitationStatus.PENDING },
          scope(ProjectInvitation, callerId, 'delete'),
        ],
      },
      { populate: ['project'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: SENT_INVITATIONS_SHOWN },
    );
    return this.invitationViews(em, callerId, invitations);
  }

  /** The owner takes back an invitation nobody has answered yet; its id, once gone. */
  async withdraw(em: EntityManager, callerId: string, invitationId: string): Promise<string> {
    if (!isUuid(invitationId)) throw new NotFoundError(INVITATION_NOT_FOUND);
    return unitOfWork(em, async (tx) => {
      // Locked: an answer arriving meanwhile either lands first (and there is nothing to withdraw) or waits.
      const invitation = await tx.findOne(
        ProjectInvitation,
        {
          $and: [
            { id: invitationId, status: InvitationStatus.PENDING },
            scope(ProjectInvitation, callerId, 'delete'),
          ],
        },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
      tx.remove(invitation);
      return invitationId;
    });
  }

  /** Accepts one of the caller's pending invitations: the caller joins the project with its role. */
  async accept(em: EntityManager, callerId: string, invitationId: string): Promise<InvitationView> {
    const invitation = await unitOfWork(em, async (tx) => {
      const invitation = await this.answer(tx, callerId, invitationId, InvitationStatus.ACCEPTED);
      // Invited twice (by email and from the network): one membership, and no invitation left waiting.
      await tx.nativeUpdate(
        ProjectInvitation,
        {
          $and: [
            { project: invitation.project, invitee: callerId, status: InvitationStatus.PENDING },
            scope(ProjectInvitation, callerId, 'update'),
          ],
        },
        { status: InvitationStatus.ACCEPTED, answeredAt: new Date() },
      );
      const member = tx.getReference(User, callerId);
      const joined = await tx.count(ProjectCollaborator, {
        $and: [{ project: invitation.project, user: member }, scope(ProjectCollaborator, callerId)],
      });
      if (!joined) {
        tx.persist(new ProjectCollaborator(invitation.project, member, invitation.role));
        this.record(
          tx,
          callerId,
          invitation.project.id,
          ActivityKind.JOINED,
          `joined as ${roleWithArticle(policyRole(invitation.role))}`,
        );
        await this.workFeed.changed(tx, callerId, 'memberships');
      }
      return invitation;
    });
    return (await this.invitationViews(em, callerId, [invitation]))[0] as InvitationView;
  }

  /** Declines one of the caller's pending invitations. */
  async decline(em: EntityManager, callerId: string, invitationId: string): Promise<InvitationView> {
    const invitation = await unitOfWork(em, (tx) =>
      this.answer(tx, callerId, invitationId, InvitationStatus.DECLINED),
    );
    return (await this.invitationViews(em, callerId, [invitation]))[0] as InvitationView;
  }

  /**
   * A page of the projects the caller works on with others, the latest joined first: each with its
   * title, stage, owner and the caller's role (what a viewer may see of it before opening it).
   */
  async sharedProjects(
    em: EntityManager,
    callerId: string,
    request: PageRequest,
  ): Promise<Page<SharedProjectView>> {
    const page = await findPage<ProjectCollaborator>(
      em,
      ProjectCollaborator,
      scope(ProjectCollaborator, callerId, 'list'),
      [{ joinedAt: 'desc' }, { id: 'desc' }],
      request,
    );
    await em.populate(page.items, ['project']);
    const owners = await this.network.artistCards(
      em,
      callerId,
      page.items.map((membership) => membership.project.owner.id),
    );
    return mapPage(page, (membership) => ({
      id: membership.project.id,
      title: membership.project.title,
      status: membership.project.status,
      owner: owners.get(membership.project.owner.id) as ArtistCardView,
      role: membership.role,
      joinedAt: membership.joinedAt,
    }));
  }

  /**
   * The projects the caller and another artist are both in (either's, or a third artist's), A to Z:
   * the artist's memberships the caller may read (of projects the caller owns or is in), and the
   * caller's own memberships of the artist's projects. Another's id only; the caller's own is none.
   * At most PROJECTS_TOGETHER_SHOWN: their page lists them, it does not page them.
   */
  async projectsTogether(em: EntityManager, callerId: string, artistId: string): Promise<Project[]> {
    if (!isUuid(artistId) || artistId === callerId) return [];
    const theirs = await em.find(
      ProjectCollaborator,
      { $and: [{ user: artistId }, scope(ProjectCollaborator, callerId, 'read')] },
      { populate: ['project'] },
    );
    const mine = await em.find(
      ProjectCollaborator,
      { $and: [scope(ProjectCollaborator, callerId, 'list'), { project: { owner: artistId } }] },
      { populate: ['project'] },
    );
    const projects = new Map(
      [...theirs, ...mine].map((membership) => [membership.project.id, membership.project]),
    );
    return [...projects.values()]
      .sort((a, b) => a.title.localeCompare(b.title))
      .slice(0, PROJECTS_TOGETHER_SHOWN);
  }

  /**
   * How the caller stands to each of these projects (read through the policy already), in one query
   * of their memberships.
   */
  async standingsIn(em: EntityManager, callerId: string, projects: readonly Project[]): Promise<Standing[]> {
    const memberships = await em.find(ProjectCollaborator, {
      $and: [
        { project: { $in: projects.map((project) => project.id) } },
        scope(ProjectCollaborator, callerId, 'list'),
      ],
    });
    return projects.map((project) =>
      standingIn(
        { owner: project.owner, members: memberships.filter((member) => member.project.id === project.id) },
        callerId,
      ),
    );
  }

  /**
   * The people working on each of these projects (read through the policy already), in the order
   * they joined, in one query and one of artist cards.
   */
  async collaboratorsOf(
    em: EntityManager,
    callerId: string,
    projectIds: readonly string[],
  ): Promise<Map<string, CollaboratorView[]>> {
    const memberships = await em.find(
      ProjectCollaborator,
      { $and: [{ project: { $in: [...projectIds] } }, scope(ProjectCollaborator, callerId)] },
      { orderBy: { joinedAt: 'asc', id: 'asc' } },
    );
    const views = await this.collaboratorViews(em, callerId, memberships);
    const byProject = new Map<string, CollaboratorView[]>(projectIds.map((id) => [id, []]));
    memberships.forEach((membership, index) => {
      byProject.get(membership.project.id)?.push(views[index] as CollaboratorView);
    });
    return byProject;
  }

  /** Whether the caller works on any project shared with them (one count of their memberships). */
  async inAnySharedProject(em: EntityManager, callerId: string): Promise<boolean> {
    return (await em.count(ProjectCollaborator, scope(ProjectCollaborator, callerId, 'list'))) > 0;
  }

  /**
   * The artists who work on any of the caller's own projects, A to Z by name: who loses access when
   * the caller deletes their account (the confirmation names them).
   */
  async collaboratorsOnOwnProjects(em: EntityManager, callerId: string): Promise<ArtistCardView[]> {
    // The memberships the caller manages: those of the projects they own.
    const memberships = await em.find(ProjectCollaborator, scope(ProjectCollaborator, callerId, 'update'), {
      fields: ['user'],
    });
    const ids = [...new Set(memberships.map((membership) => membership.user.id))];
    const cards = await this.network.artistCards(em, callerId, ids);
    return [...cards.values()].sort((a, b) => a.artistName.localeCompare(b.artistName));
  }

  /** The people working on a project the caller owns or works on, in the order they joined. */
  async collaborators(em: EntityManager, callerId: string, projectId: string): Promise<CollaboratorView[]> {
    const project = await openProjectFor(em, callerId, projectId, { kind: 'view' });
    const collaborators = await em.find(
      ProjectCollaborator,
      { $and: [{ project }, scope(ProjectCollaborator, callerId)] },
      { orderBy: { joinedAt: 'asc', id: 'asc' } },
    );
    return this.collaboratorViews(em, callerId, collaborators);
  }

  async changeRole(
    em: EntityManager,
    callerId: string,
    rawInput: RoleChangeInput,
  ): Promise<CollaboratorView> {
    const input = parseInput(roleChangeSchema, rawInput);
    const collaborator = await unitOfWork(em, async (tx) => {
      const project = await this.projectToManage(tx, callerId, input.projectId);
      const collaborator = await this.collaboratorOf(tx, callerId, project, input.artistId, 'update');
      if (collaborator.role !== input.role) {
        collaborator.role = input.role;
        const name = await this.nameOf(tx, callerId, input.artistId);
        this.record(
          tx,
          callerId,
          project.id,
          ActivityKind.ROLE_CHANGED,
          `made ${name} ${roleWithArticle(policyRole(input.role))}`,
        );
      }
      return collaborator;
    });
    return (await this.collaboratorViews(em, callerId, [collaborator]))[0] as CollaboratorView;
  }

  /** Removes someone from the caller's project; answers the ended membership's id. */
  async remove(em: EntityManager, callerId: string, rawInput: CollaboratorInput): Promise<string> {
    const input = parseInput(collaboratorSchema, rawInput);
    return unitOfWork(em, async (tx) => {
      const project = await this.projectToManage(tx, callerId, input.projectId);
      const collaborator = await this.collaboratorOf(tx, callerId, project, input.artistId, 'delete');
      tx.remove(collaborator);
      await this.workFeed.changed(tx, collaborator.user.id, 'memberships');
      const name = await this.nameOf(tx, callerId, input.artistId);
      this.record(tx, callerId, project.id, ActivityKind.REMOVED, `removed ${name} from the project`);
      // An invitation still waiting would let them straight back in: it is withdrawn with them.
      await tx.nativeDelete(ProjectInvitation, {
        $and: [
          { project, invitee: input.artistId, status: InvitationStatus.PENDING },
          scope(ProjectInvitation, callerId, 'delete'),
        ],
      });
      return collaborator.id;
    });
  }

  /** The caller leaves a project they work on. */
  async leave(em: EntityManager, callerId: string, projectId: string): Promise<string> {
    return unitOfWork(em, async (tx) => {
      const membership = isUuid(projectId)
        ? await tx.findOne(ProjectCollaborator, {
            $and: [{ project: projectId, user: callerId }, scope(ProjectCollaborator, callerId, 'delete')],
          })
        : null;
      if (!membership) throw new NotFoundError('Project not found.');
      tx.remove(membership);
      await this.workFeed.changed(tx, callerId, 'memberships');
      this.record(tx, callerId, membership.project.id, ActivityKind.LEFT, 'left the project');
      // Leaving declines what still waits for them there.
      await tx.nativeUpdate(
        ProjectInvitation,
        {
          $and: [
            { project: projectId, status: InvitationStatus.PENDING },
            // A member is never the project's owner: this is the invitations sent to them.
            scope(ProjectInvitation, callerId, 'update'),
          ],
        },
        { status: InvitationStatus.DECLINED, answeredAt: new Date() },
      );
      return membership.id;
    });
  }

  /**
   * A new account takes the invitations sent to its email before it existed: each names it, and it is
   * told of each. Runs at the end of the registering unit of work, once the account is written.
   */
  claimInvitations(em: EntityManager, user: User): Promise<void> {
    return beforeCommit(em, 'claim-invitations', user, async (tx, users) => {
      for (const account of users) {
        await tx.execute(LOCK_EMAIL_SQL, [account.email]);
        const waiting = await tx.find(
          ProjectInvitation,
          { email: account.email, status: InvitationStatus.PENDING, invitee: null },
          { populate: ['project'] },
        );
        for (const invitation of waiting) {
          invitation.invitee = account;
          await this.tellInvitee(tx, invitation, account.id);
        }
      }
    });
  }

  private async invitationViews(
    em: EntityManager,
    callerId: string,
    invitations: readonly ProjectInvitation[],
  ): Promise<InvitationView[]> {
    const people = invitations.flatMap((invitation) => [
      invitation.invitedBy.id,
      shownInvitee(invitation, callerId) ? (invitation.invitee?.id ?? '') : '',
    ]);
    const cards = await this.network.artistCards(em, callerId, people);
    return invitations.map((invitation) => ({
      id: invitation.id,
      role: invitation.role,
      status: invitation.status,
      email: invitation.email,
      project: { id: invitation.project.id, title: invitation.project.title },
      invitedBy: cards.get(invitation.invitedBy.id) as ArtistCardView,
      invitee: shownInvitee(invitation, callerId) ? (cards.get(invitation.invitee?.id ?? '') ?? null) : null,
      createdAt: invitation.createdAt,
    }));
  }

  private async collaboratorViews(
    em: EntityManager,
    callerId: string,
    collaborators: readonly ProjectCollaborator[],
  ): Promise<CollaboratorView[]> {
    const cards = await this.network.artistCards(
      em,
      callerId,
      collaborators.map((collaborator) => collaborator.user.id),
    );
    return collaborators.map((collaborator) => ({
      id: collaborator.id,
      artist: cards.get(collaborator.user.id) as ArtistCardView,
      role: collaborator.role,
      permissions: permissionsOf(collaborator.role),
      joinedAt: collaborator.joinedAt,
    }));
  }

  /**
   * The caller's project, locked while its people change: managing them is the owner's alone in the
   * roles table (FORBIDDEN for a member, NOT_FOUND for anyone else).
   */
  private projectToManage(tx: EntityManager, callerId: string, projectId: string): Promise<Project> {
    return ownProject(tx, callerId, projectId, LockMode.PESSIMISTIC_WRITE);
  }

  /** An artist the caller may invite from the network (NOT_FOUND for an unknown id). */
  private async artistToInvite(tx: EntityManager, callerId: string, artistId: string): Promise<string> {
    if (artistId === callerId) throw new ValidationError(CANNOT_INVITE_SELF, { field: 'artistId' });
    return (await this.network.findArtist(tx, callerId, artistId)).id;
  }

  /**
   * Answers one of the caller's pending invitations: holds its project, then answers it with one
   * conditional update, the order in which a deletion or a second invitation takes the two (the other
   * way round, they deadlocked); NOT_FOUND for anyone else's, or one answered already.
   */
  private async answer(
    tx: EntityManager,
    callerId: string,
    invitationId: string,
    status: InvitationStatus.ACCEPTED | InvitationStatus.DECLINED,
  ): Promise<ProjectInvitation> {
    const mine = {
      $and: [
        { id: invitationId, status: InvitationStatus.PENDING, invitee: callerId },
        scope(ProjectInvitation, callerId, 'update'),
      ],
    };
    const found = isUuid(invitationId)
      ? await tx.findOne(ProjectInvitation, mine, { fields: ['project'] })
      : null;
    // The project first, then the invitation: the order a deletion or a second invitation takes them in.
    if (!found || !(await holdProjectWhileJoining(tx, found.project.id)))
      throw new NotFoundError(INVITATION_NOT_FOUND);
    const answered = await tx.nativeUpdate(ProjectInvitation, mine, { status, answeredAt: new Date() });
    if (answered === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
    return tx.findOneOrFail(
      ProjectInvitation,
      { $and: [{ id: invitationId }, scope(ProjectInvitation, callerId)] },
      { populate: ['project'], refresh: true },
    );
  }

  private async collaboratorOf(
    tx: EntityManager,
    callerId: string,
    project: Project,
    artistId: string,
    action: 'update' | 'delete',
  ): Promise<ProjectCollaborator> {
    const collaborator = isUuid(artistId)
      ? await tx.findOne(ProjectCollaborator, {
          $and: [{ project, user: artistId }, scope(ProjectCollaborator, callerId, action)],
        })
      : null;
    if (!collaborator) throw new NotFoundError(COLLABORATOR_NOT_FOUND);
    return collaborator;
  }

  private record(
    tx: EntityManager,
    actorId: string,
    projectId: string,
    kind: ActivityKind,
    summary: string,
  ): void {
    this.activity.record(tx, { projectId, actorId, kind, summary });
  }

  private async nameOf(tx: EntityManager, callerId: string, artistId: string): Promise<string> {
    return (await this.network.artistCards(tx, callerId, [artistId])).get(artistId)?.artistName ?? 'someone';
  }

  private async tellInvitee(
    tx: EntityManager,
    invitation: ProjectInvitation,
    inviteeId: string,
  ): Promise<void> {
    await this.notifications.notify(tx, {
      recipientId: inviteeId,
      actorId: invitation.invitedBy.id,
      kind: NotificationKind.PROJECT_INVITATION,
      preview: `${shortTitle(invitation.project.title)} as ${roleWithArticle(policyRole(invitation.role))}`,
    });
  }
}

/** How many of a project's unanswered invitations its page lists. */
export const SENT_INVITATIONS_SHOWN = 50;

/** Titles in a notification's sentence are cut here, so the role after them is never cut off. */
const TITLE_IN_SENTENCE = 60;

function shortTitle(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_IN_SENTENCE ? `${flat.slice(0, TITLE_IN_SENTENCE - 1)}…` : flat;
}

/**
 * Whom an invitation names is shown to its invitee, and to the owner for an invitation from the
 * network (the owner chose the artist) or once accepted; never for an email still waiting, or the
 * answer would say whether, and to whom, the email belongs.
 */
function shownInvitee(invitation: ProjectInvitation, viewerId: string): boolean {
  if (!invitation.invitee) return false;
  if (invitation.invitee.id === viewerId) return true;
  return invitation.email === null || invitation.status === InvitationStatus.ACCEPTED;
}
