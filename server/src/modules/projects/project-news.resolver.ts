import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { Project } from './project.entity.js';

@InputType()
export class MarkProjectActivitySeenInput {
  @Field(() => ID) projectId!: string;
}

/** What is new to the signed-in artist in the projects they are in. */
@Resolver(() => Project)
export class ProjectNewsResolver {
  @ReadByPolicy('Project')
  @Query(() => [Project], {
    description:
      'The projects the signed-in artist owns or works on where others did something since the artist last looked at its activity, the latest news first (at most 10).',
  })
  async projectsWithNews(@Ctx() ctx: GraphQLContext): Promise<Project[]> {
    return ctx.services.projectNews.projectsWithNews(ctx.em, currentUserId(ctx));
  }

  @ReadByPolicy('ProjectActivity')
  @FieldResolver(() => Int, {
    description:
      "How many of the project's activities are new to the signed-in artist: others' since they last looked (markProjectActivitySeen).",
  })
  async newActivityCount(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.newActivityCounts.load(project.id);
  }

  @SignedIn()
  @Mutation(() => Project, {
    description:
      "Notes that the caller has seen the project's activity up to now: its newActivityCount is 0.",
  })
  async markProjectActivitySeen(
    @Arg('input', () => MarkProjectActivitySeenInput) input: MarkProjectActivitySeenInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projectNews.markSeen(ctx.em, currentUserId(ctx), input.projectId);
  }
}
