import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { abilitiesOf } from '../../policies/project-roles.js';
import type { ArtistCardView } from '../network/artist-cards.js';
import { ArtistCard } from '../network/network.types.js';
import { Project, type ProjectStatus } from '../projects/project.entity.js';
import { SENT_INVITATIONS_SHOWN } from './collaboration.service.js';
import { CollaboratorView, ProjectAbilities, ProjectInvitationView } from './collaboration.types.js';
import { ProjectRole } from './collaborator-role.js';

/** Who a project belongs to, and where the signed-in artist stands in it. */
@Resolver(() => Project)
export class ProjectPeopleResolver {
  @ReadByPolicy('Project')
  @FieldResolver(() => ArtistCard, { description: "The project's owner." })
  async owner(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ArtistCard> {
    return ctx.loaders.artistCards.load(project.owner.id);
  }

  @ReadByPolicy('Project')
  @FieldResolver(() => [CollaboratorView], {
    description:
      'The people who work on the project with its owner, with their roles, in the order they joined.',
  })
  collaborators(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<CollaboratorView[]> {
    return ctx.loaders.projectCollaborators.load(project.id) as Promise<CollaboratorView[]>;
  }

  @ReadByPolicy('Project')
  @FieldResolver(() => [ProjectInvitationView], {
    description: `The invitations still waiting for an answer, newest first, at most ${SENT_INVITATIONS_SHOWN}: for the project's owner (empty for anyone else).`,
  })
  invitations(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ProjectInvitationView[]> {
    return ctx.services.collaboration.invitationsSent(ctx.em, currentUserId(ctx), project.id);
  }

  @ReadByPolicy('Project')
  @FieldResolver(() => Int, { description: 'How many people work on the project with its owner.' })
  async collaboratorCount(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.projectCollaborators.load(project.id)).length;
  }

  @ReadByPolicy('Project')
  @FieldResolver(() => ProjectRole, { description: "The signed-in artist's place in the project." })
  async viewerRole(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ProjectRole> {
    return (await ctx.loaders.projectStandings.load(project)) as ProjectRole;
  }

  @ReadByPolicy('Project')
  @FieldResolver(() => ProjectAbilities, {
    description: 'What the signed-in artist may do in the project in its current stage.',
  })
  async viewerCan(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ProjectAbilities> {
    const standing = await ctx.loaders.projectStandings.load(project);
    const abilities = abilitiesOf(standing, project.status);
    return { ...abilities, moveTo: abilities.moveTo as ProjectStatus[] };
  }
}

/** Where the signed-in artist and another work together: their page lists it. */
@Resolver(() => ArtistCard)
export class ArtistProjectsResolver {
  @SignedIn()
  @FieldResolver(() => [Project], {
    description:
      'The projects the signed-in artist and this artist are both in (either one owns it, or a third artist), A to Z, at most 20.',
  })
  projectsTogether(@Root() artist: ArtistCardView, @Ctx() ctx: GraphQLContext): Promise<Project[]> {
    return ctx.services.collaboration.projectsTogether(ctx.em, currentUserId(ctx), artist.id);
  }
}
