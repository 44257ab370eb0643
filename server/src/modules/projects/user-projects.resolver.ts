import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { User } from '../accounts/user.entity.js';

@Resolver(() => User)
export class UserProjectsResolver {
  @ReadByPolicy('Project')
  @FieldResolver(() => Int, { description: 'How many song projects the artist has (the shell shows it).' })
  async projectCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    // Only the signed-in artist is reachable as a User today; never count anyone else's projects.
    if (user.id !== currentUserId(ctx)) return 0;
    return (await ctx.services.projects.countProjects(ctx.em, user.id)).all;
  }
}
