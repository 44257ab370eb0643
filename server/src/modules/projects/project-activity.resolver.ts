import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import {
  ConnectionArgs,
  type ConnectionValue,
  connectionType,
  toConnection,
} from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageRequest } from '../../shared/paging.js';
import { ArtistCard } from '../network/network.types.js';
import { Project } from './project.entity.js';
import { ProjectActivity } from './project-activity.entity.js';

export const ProjectActivityConnection = connectionType(
  ProjectActivity,
  'ProjectActivity',
  "A page of a project's activity, newest first.",
);

/** A project's activity feed. */
@Resolver(() => ProjectActivity)
export class ProjectActivityResolver {
  @ReadByPolicy('ProjectActivity')
  @FieldResolver(() => ArtistCard, {
    nullable: true,
    description: 'Who did it; null once their account is gone.',
  })
  async actor(@Root() activity: ProjectActivity, @Ctx() ctx: GraphQLContext): Promise<ArtistCard | null> {
    return activity.actor ? ctx.loaders.artistCards.load(activity.actor.id) : null;
  }

  @ReadByPolicy('ProjectActivity')
  @FieldResolver(() => String, {
    description: "What happened, as a sentence: 'Kai Mixes uploaded v2 of Night Drive'.",
  })
  async text(@Root() activity: ProjectActivity, @Ctx() ctx: GraphQLContext): Promise<string> {
    const name =
      activity.actorNameAtCommit ??
      (activity.actor ? (await ctx.loaders.artistCards.load(activity.actor.id))?.artistName : undefined);
    return `${name ?? 'A former collaborator'} ${activity.summary}`;
  }
}

@Resolver(() => Project)
export class ProjectFeedResolver {
  @ReadByPolicy('ProjectActivity')
  @FieldResolver(() => ProjectActivityConnection, { description: 'What happened in it, newest first.' })
  async activity(
    @Root() project: Project,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<ProjectActivity>> {
    return toConnection(
      await ctx.loaders.projectActivity.load({ id: project.id, request: pageRequest(args) }),
    );
  }
}
