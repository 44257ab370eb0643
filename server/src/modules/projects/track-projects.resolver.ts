import { Args, Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import { Track } from '../tracks/track.entity.js';
import type { Project } from './project.entity.js';
import { ProjectConnection } from './project.types.js';

@Resolver(() => Track)
export class TrackProjectsResolver {
  @Authorized()
  @FieldResolver(() => ProjectConnection, {
    description: "The artist's projects that hold this track, A to Z (two queries per track: ask it of one).",
  })
  async projects(
    @Root() track: Pick<Track, 'id'>,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<Project>> {
    const request = pageRequest(args);
    return toConnection(
      await ctx.services.projectTracks.projectsHolding(ctx.em, currentUserId(ctx), track.id, request),
    );
  }
}
