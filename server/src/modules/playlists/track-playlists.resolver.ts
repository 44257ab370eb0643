import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { Track } from '../tracks/track.entity.js';
import type { PlaylistSummary } from './playlist.service.js';
import { PlaylistType } from './playlist.types.js';

@Resolver(() => Track)
export class TrackPlaylistsResolver {
  @Authorized()
  @FieldResolver(() => [PlaylistType], {
    description: "The artist's playlists that hold this track, A to Z (one query per track: ask it of one).",
  })
  playlists(@Root() track: Pick<Track, 'id'>, @Ctx() ctx: GraphQLContext): Promise<PlaylistSummary[]> {
    return ctx.services.playlists.playlistsHolding(ctx.em, currentUserId(ctx), track.id);
  }
}
