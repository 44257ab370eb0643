import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageRequest } from '../../shared/paging.js';
import { Track } from '../tracks/track.entity.js';
import type { Project } from './project.entity.js';
import { ProjectConnection } from './project.types.js';

@Resolver(() => Track)
export class TrackProjectsResolver {
  @SignedIn()
  @FieldResolver(() => ProjectConnection, {
    description: "The artist's projects that hold this track, A to Z.",
  })
  async projects(
    @Root() track: Pick<Track, 'id'>,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<Project>> {
    return toConnection(await ctx.loaders.trackProjects.load({ id: track.id, request: pageRequest(args) }));
  }
}
