import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../accounts/user.entity.js';

@Resolver(() => User)
export class UserProjectsResolver {
  @ReadByPolicy('Project')
  @FieldResolver(() => Int, { description: 'How many song projects the artist has (the shell shows it).' })
  projectCount(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    // Only the signed-in artist is reachable as a User today; anyone else's count reads as 0.
    return ctx.loaders.projectCount.load(user.id);
  }
}
