import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import type { SignedUrl } from '../audio/media-tokens.js';
import { SignedUrlType } from '../audio/signed-url.types.js';
import type { CoverSize } from '../tracks/cover-keys.js';
import type { Track } from '../tracks/track.entity.js';
import { TrackConnection } from '../tracks/track.types.js';
import { CoverSizeEnum } from '../tracks/track-cover.types.js';
import type { PlaylistSummary } from './playlist.service.js';
import {
  AddTracksToPlaylistInput,
  CreatePlaylistInput,
  DeletedPlaylist,
  DeletePlaylistInput,
  MoveTrackInPlaylistInput,
  PlaylistConnection,
  PlaylistType,
  RemoveTrackFromPlaylistInput,
  UpdatePlaylistInput,
} from './playlist.types.js';

@Resolver(() => PlaylistType)
export class PlaylistResolver {
  @SignedIn()
  @Query(() => PlaylistConnection, { description: "The signed-in artist's playlists, newest first." })
  async playlists(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<PlaylistSummary>> {
    const page = await ctx.services.playlists.pagePlaylists(ctx.em, currentUserId(ctx), pageRequest(args));
    return toConnection(page);
  }

  @SignedIn()
  @Query(() => PlaylistType, { nullable: true, description: 'Null (with NOT_FOUND) when it is not yours.' })
  playlist(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PlaylistSummary> {
    return ctx.services.playlists.findPlaylist(ctx.em, currentUserId(ctx), id);
  }

  @SignedIn()
  @FieldResolver(() => TrackConnection, { description: 'Its tracks, in playlist order.' })
  async tracks(
    @Root() playlist: PlaylistSummary,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<Track>> {
    // The page's playlists load their tracks together (one read per distinct page request).
    const page = await ctx.loaders.playlistTracks.load({ id: playlist.id, request: pageRequest(args) });
    return toConnection(page);
  }

  // The ids come with the playlist's row (one statement for a whole page); signing reads nothing.
  @SignedIn()
  @FieldResolver(() => [SignedUrlType], {
    description:
      'Its artwork: the covers of its first tracks that have one (at most 4, in playlist order), each ' +
      'signed as Track.cover is; empty when none of its tracks has a cover.',
  })
  artwork(
    @Root() playlist: PlaylistSummary,
    @Arg('size', () => CoverSizeEnum, { defaultValue: 'SMALL' }) size: CoverSize,
    @Ctx() ctx: GraphQLContext,
  ): SignedUrl[] {
    const callerId = currentUserId(ctx);
    return playlist.coverTrackIds.map((trackId) =>
      ctx.services.media.coverUrl(ctx.publicOrigin, callerId, trackId, size),
    );
  }

  @SignedIn()
  @Mutation(() => PlaylistType)
  createPlaylist(
    @Arg('input', () => CreatePlaylistInput) { name, clientMutationId }: CreatePlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.createPlaylist(ctx.em, currentUserId(ctx), { name }, clientMutationId);
  }

  @SignedIn()
  @Mutation(() => PlaylistType, { description: 'Renames the playlist.' })
  updatePlaylist(
    @Arg('input', () => UpdatePlaylistInput) { playlistId, name }: UpdatePlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.renamePlaylist(ctx.em, currentUserId(ctx), playlistId, { name });
  }

  @SignedIn()
  @Mutation(() => DeletedPlaylist, { description: 'Deletes the playlist; its tracks stay in the library.' })
  async deletePlaylist(
    @Arg('input', () => DeletePlaylistInput) { playlistId }: DeletePlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedPlaylist> {
    await ctx.services.playlists.deletePlaylist(ctx.em, currentUserId(ctx), playlistId);
    return { id: playlistId };
  }

  @SignedIn()
  @Mutation(() => PlaylistType, {
    description: 'Appends the tracks in the order given; tracks already in the playlist keep their place.',
  })
  addTracksToPlaylist(
    @Arg('input', () => AddTracksToPlaylistInput) { playlistId, trackIds }: AddTracksToPlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.addTracks(ctx.em, currentUserId(ctx), playlistId, { trackIds });
  }

  @SignedIn()
  @Mutation(() => PlaylistType)
  removeTrackFromPlaylist(
    @Arg('input', () => RemoveTrackFromPlaylistInput) { playlistId, trackId }: RemoveTrackFromPlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.removeTrack(ctx.em, currentUserId(ctx), playlistId, trackId);
  }

  @SignedIn()
  @Mutation(() => PlaylistType, { description: 'Moves a track to a 0-based place in the playlist.' })
  moveTrackInPlaylist(
    @Arg('input', () => MoveTrackInPlaylistInput) { playlistId, trackId, toIndex }: MoveTrackInPlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistSummary> {
    return ctx.services.playlists.moveTrack(ctx.em, currentUserId(ctx), playlistId, trackId, toIndex);
  }
}
