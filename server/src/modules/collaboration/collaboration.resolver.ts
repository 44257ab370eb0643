import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import {
  AcceptInvitationInput,
  AccountDeletionImpact,
  ChangeCollaboratorRoleInput,
  CollaboratorView,
  DeclineInvitationInput,
  DeletedCollaborator,
  InviteCollaboratorInput,
  LeaveProjectInput,
  ProjectInvitationView,
  RemoveCollaboratorInput,
  SharedProjectConnection,
  SharedProjectView,
  WithdrawInvitationInput,
  WithdrawnInvitation,
} from './collaboration.types.js';

/** Names a confirmation shows; the count says how many more. */
const NAMES_SHOWN = 10;

@Resolver()
export class CollaborationResolver {
  @SignedIn()
  @Query(() => [ProjectInvitationView], {
    description:
      "The signed-in artist's invitations waiting for an answer, newest first (at most 50 a project).",
  })
  projectInvitations(@Ctx() ctx: GraphQLContext): Promise<ProjectInvitationView[]> {
    return ctx.services.collaboration.pendingInvitations(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Query(() => SharedProjectConnection, {
    description:
      "Projects other artists shared with the signed-in artist, the latest joined first ('Shared with me').",
  })
  async sharedProjects(
    @Args(() => ConnectionArgs) paging: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<SharedProjectView>> {
    return toConnection(
      await ctx.services.collaboration.sharedProjects(ctx.em, currentUserId(ctx), pageRequest(paging)),
    );
  }

  @SignedIn()
  @Query(() => AccountDeletionImpact, {
    description: "Who would lose access to the signed-in artist's projects if the account were deleted.",
  })
  async accountDeletionImpact(@Ctx() ctx: GraphQLContext): Promise<AccountDeletionImpact> {
    const people = await ctx.services.collaboration.collaboratorsOnOwnProjects(ctx.em, currentUserId(ctx));
    return {
      collaboratorCount: people.length,
      collaboratorNames: people.slice(0, NAMES_SHOWN).map((artist) => artist.artistName),
    };
  }

  @SignedIn()
  @Query(() => [CollaboratorView], {
    description:
      'The people working on a project the signed-in artist owns or works on, in the order they joined.',
  })
  projectCollaborators(
    @Arg('projectId', () => ID) projectId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CollaboratorView[]> {
    return ctx.services.collaboration.collaborators(ctx.em, currentUserId(ctx), projectId);
  }

  @SignedIn()
  @Mutation(() => ProjectInvitationView, {
    description:
      "Invites an artist (by their exact email, or from My Network) to the caller's project with a role. Inviting someone again while their invitation waits changes its role.",
  })
  inviteCollaborator(
    @Arg('input', () => InviteCollaboratorInput) input: InviteCollaboratorInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectInvitationView> {
    return ctx.services.collaboration.invite(ctx.em, currentUserId(ctx), input);
  }

  @SignedIn()
  @Mutation(() => ProjectInvitationView, { description: "Joins the project with the invitation's role." })
  acceptInvitation(
    @Arg('input', () => AcceptInvitationInput) input: AcceptInvitationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectInvitationView> {
    return ctx.services.collaboration.accept(ctx.em, currentUserId(ctx), input.invitationId);
  }

  @SignedIn()
  @Mutation(() => ProjectInvitationView)
  declineInvitation(
    @Arg('input', () => DeclineInvitationInput) input: DeclineInvitationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectInvitationView> {
    return ctx.services.collaboration.decline(ctx.em, currentUserId(ctx), input.invitationId);
  }

  @SignedIn()
  @Mutation(() => WithdrawnInvitation, {
    description: "Takes back an invitation nobody has answered yet; the project's owner only.",
  })
  async withdrawInvitation(
    @Arg('input', () => WithdrawInvitationInput) input: WithdrawInvitationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WithdrawnInvitation> {
    return { id: await ctx.services.collaboration.withdraw(ctx.em, currentUserId(ctx), input.invitationId) };
  }

  @SignedIn()
  @Mutation(() => CollaboratorView, {
    description: "Changes a collaborator's role; the project's owner only.",
  })
  changeCollaboratorRole(
    @Arg('input', () => ChangeCollaboratorRoleInput) input: ChangeCollaboratorRoleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CollaboratorView> {
    return ctx.services.collaboration.changeRole(ctx.em, currentUserId(ctx), input);
  }

  @SignedIn()
  @Mutation(() => DeletedCollaborator, { description: "Removes someone from the caller's project." })
  async removeCollaborator(
    @Arg('input', () => RemoveCollaboratorInput) input: RemoveCollaboratorInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedCollaborator> {
    return { id: await ctx.services.collaboration.remove(ctx.em, currentUserId(ctx), input) };
  }

  @SignedIn()
  @Mutation(() => DeletedCollaborator, { description: 'The caller leaves a project they work on.' })
  async leaveProject(
    @Arg('input', () => LeaveProjectInput) input: LeaveProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedCollaborator> {
    return { id: await ctx.services.collaboration.leave(ctx.em, currentUserId(ctx), input.projectId) };
  }
}
