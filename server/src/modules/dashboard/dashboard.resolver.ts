import { Ctx, Query, Resolver } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { DashboardStats } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @SignedIn()
  @Query(() => DashboardStats)
  dashboardStats(@Ctx() ctx: GraphQLContext): Promise<DashboardStats> {
    return ctx.services.dashboard.stats(ctx.em, currentUserId(ctx));
  }
}
