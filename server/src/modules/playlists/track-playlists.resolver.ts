import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageRequest } from '../../shared/paging.js';
import { Track } from '../tracks/track.entity.js';
import type { PlaylistSummary } from './playlist.service.js';
import { PlaylistConnection } from './playlist.types.js';

@Resolver(() => Track)
export class TrackPlaylistsResolver {
  @SignedIn()
  @FieldResolver(() => PlaylistConnection, {
    description: "The artist's playlists that hold this track, A to Z.",
  })
  async playlists(
    @Root() track: Pick<Track, 'id'>,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<PlaylistSummary>> {
    return toConnection(await ctx.loaders.trackPlaylists.load({ id: track.id, request: pageRequest(args) }));
  }
}
