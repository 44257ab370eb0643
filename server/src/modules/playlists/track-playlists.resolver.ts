import { Args, Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import { Track } from '../tracks/track.entity.js';
import type { PlaylistSummary } from './playlist.service.js';
import { PlaylistConnection } from './playlist.types.js';

@Resolver(() => Track)
export class TrackPlaylistsResolver {
  @Authorized()
  @FieldResolver(() => PlaylistConnection, {
    description: "The artist's playlists that hold this track, A to Z (one query per track: ask it of one).",
  })
  async playlists(
    @Root() track: Pick<Track, 'id'>,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<PlaylistSummary>> {
    const request = pageRequest(args);
    return toConnection(
      await ctx.services.playlists.playlistsHolding(ctx.em, currentUserId(ctx), track.id, request),
    );
  }
}
