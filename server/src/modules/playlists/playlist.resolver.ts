import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import type { Track } from '../tracks/track.entity.js';
import { TrackConnection } from '../tracks/track.types.js';
import type { PlaylistSummary } from './playlist.service.js';
import {
  AddTracksToPlaylistInput,
  CreatePlaylistInput,
  DeletedPlaylist,
  DeletePlaylistInput,
  MoveTrackInPlaylistInput,
  PlaylistConnection,
  PlaylistType,
  type PlaylistValue,
  RemoveTrackFromPlaylistInput,
  UpdatePlaylistInput,
} from './playlist.types.js';
import { PlaylistTracksBatch } from './playlist-tracks-batch.js';

@Resolver(() => PlaylistType)
export class PlaylistResolver {
  @Authorized()
  @Query(() => PlaylistConnection, { description: "The signed-in artist's playlists, newest first." })
  async playlists(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<PlaylistValue>> {
    const { playlists } = ctx.services;
    const ownerId = currentUserId(ctx);
    const page = await playlists.pagePlaylists(ctx.em, ownerId, pageRequest(args));
    // The page's playlists load their tracks together when asked for them (see PlaylistTracksBatch).
    const ids = page.items.map((playlist) => playlist.id);
    const tracksBatch = new PlaylistTracksBatch(playlists, ctx.em, ownerId, ids);
    return toConnection({
      ...page,
      items: page.items.map((playlist): PlaylistValue => ({ ...playlist, tracksBatch })),
    });
  }

  @Authorized()
  @Query(() => PlaylistType, { nullable: true, description: 'Null (with NOT_FOUND) when it is not yours.' })
  playlist(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PlaylistSummary> {
    return ctx.services.playlists.findPlaylist(ctx.em, currentUserId(ctx), id);
  }

  @Authorized()
  @FieldResolver(() => TrackConnection, { description: 'Its tracks, in playlist order.' })
  async tracks(
    @Root() playlist: PlaylistValue,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<Track>> {
    const request = pageRequest(args);
    const batch =
      playlist.tracksBatch ??
      new PlaylistTracksBatch(ctx.services.playlists, ctx.em, currentUserId(ctx), [playlist.id]);
    return toConnection(await batch.page(playlist.id, request));
  }

  @Authorized()
  @Mutation(() => PlaylistType)
  createPlaylist(
    @Arg('input', () => CreatePlaylistInput) { name, clientMutationId }: CreatePlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.createPlaylist(ctx.em, currentUserId(ctx), { name }, clientMutationId);
  }

  @Authorized()
  @Mutation(() => PlaylistType, { description: 'Renames the playlist.' })
  updatePlaylist(
    @Arg('input', () => UpdatePlaylistInput) { playlistId, name }: UpdatePlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.renamePlaylist(ctx.em, currentUserId(ctx), playlistId, { name });
  }

  @Authorized()
  @Mutation(() => DeletedPlaylist, { description: 'Deletes the playlist; its tracks stay in the library.' })
  async deletePlaylist(
    @Arg('input', () => DeletePlaylistInput) { playlistId }: DeletePlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedPlaylist> {
    await ctx.services.playlists.deletePlaylist(ctx.em, currentUserId(ctx), playlistId);
    return { id: playlistId };
  }

  @Authorized()
  @Mutation(() => PlaylistType, {
    description: 'Appends the tracks in the order given; tracks already in the playlist keep their place.',
  })
  addTracksToPlaylist(
    @Arg('input', () => AddTracksToPlaylistInput) { playlistId, trackIds }: AddTracksToPlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.addTracks(ctx.em, currentUserId(ctx), playlistId, { trackIds });
  }

  @Authorized()
  @Mutation(() => PlaylistType)
  removeTrackFromPlaylist(
    @Arg('input', () => RemoveTrackFromPlaylistInput) { playlistId, trackId }: RemoveTrackFromPlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.removeTrack(ctx.em, currentUserId(ctx), playlistId, trackId);
  }

  @Authorized()
  @Mutation(() => PlaylistType, { description: 'Moves a track to a 0-based place in the playlist.' })
  moveTrackInPlaylist(
    @Arg('input', () => MoveTrackInPlaylistInput) { playlistId, trackId, toIndex }: MoveTrackInPlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.moveTrack(ctx.em, currentUserId(ctx), playlistId, trackId, toIndex);
  }
}
