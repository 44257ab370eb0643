import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { Track } from '../tracks/track.entity.js';
import { Project } from './project.entity.js';

@Resolver(() => Track)
export class TrackProjectsResolver {
  @Authorized()
  @FieldResolver(() => [Project], {
    description: "The artist's projects that hold this track, A to Z (one query per track: ask it of one).",
  })
  projects(@Root() track: Pick<Track, 'id'>, @Ctx() ctx: GraphQLContext): Promise<Project[]> {
    return ctx.services.projectTracks.projectsHolding(ctx.em, currentUserId(ctx), track.id);
  }
}
