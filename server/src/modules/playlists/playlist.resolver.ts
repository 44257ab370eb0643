import type { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { selectsField } from '../../graphql/selection.js';
import { Track } from '../tracks/track.entity.js';
import { DeletedPlaylist, PlaylistType } from './playlist.types.js';

@Resolver(() => PlaylistType)
export class PlaylistResolver {
  @Authorized()
  @Query(() => [PlaylistType], { description: "The signed-in artist's playlists, newest first." })
  async playlists(@Ctx() ctx: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<PlaylistType[]> {
    const { playlists } = ctx.services;
    const found: PlaylistType[] = await playlists.listPlaylists(ctx.em, currentUserId(ctx));
    // One query for every listed playlist's tracks when they are asked for, not one a playlist.
    if (found.length > 0 && selectsField(info, 'tracks')) {
      const tracks = await playlists.tracksOf(
        ctx.em,
        currentUserId(ctx),
        found.map((playlist) => playlist.id),
      );
      for (const playlist of found) playlist.tracks = tracks.get(playlist.id) ?? [];
    }
    return found;
  }

  @Authorized()
  @Query(() => PlaylistType)
  playlist(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PlaylistType> {
    return ctx.services.playlists.findPlaylist(ctx.em, currentUserId(ctx), id);
  }

  @FieldResolver(() => [Track], { description: 'Its tracks, in playlist order.' })
  async tracks(@Root() playlist: PlaylistType, @Ctx() ctx: GraphQLContext): Promise<Track[]> {
    if (playlist.tracks) return playlist.tracks;
    const tracks = await ctx.services.playlists.tracksOf(ctx.em, currentUserId(ctx), [playlist.id]);
    return tracks.get(playlist.id) ?? [];
  }

  @Authorized()
  @Mutation(() => PlaylistType)
  createPlaylist(
    @Arg('name', () => String) name: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistType> {
    return ctx.services.playlists.createPlaylist(ctx.em, currentUserId(ctx), { name }, clientMutationId);
  }

  @Authorized()
  @Mutation(() => PlaylistType)
  renamePlaylist(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistType> {
    return ctx.services.playlists.renamePlaylist(ctx.em, currentUserId(ctx), id, { name });
  }

  @Authorized()
  @Mutation(() => DeletedPlaylist, { description: 'Deletes the playlist; its tracks stay in the library.' })
  async deletePlaylist(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedPlaylist> {
    await ctx.services.playlists.deletePlaylist(ctx.em, currentUserId(ctx), id);
    return { id };
  }

  @Authorized()
  @Mutation(() => PlaylistType, {
    description: 'Appends the tracks in the order given; tracks already in the playlist keep their place.',
  })
  addTracksToPlaylist(
    @Arg('id', () => ID) id: string,
    @Arg('trackIds', () => [ID]) trackIds: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistType> {
    return ctx.services.playlists.addTracks(ctx.em, currentUserId(ctx), id, { trackIds });
  }

  @Authorized()
  @Mutation(() => PlaylistType)
  removeTrackFromPlaylist(
    @Arg('id', () => ID) id: string,
    @Arg('trackId', () => ID) trackId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistType> {
    return ctx.services.playlists.removeTrack(ctx.em, currentUserId(ctx), id, trackId);
  }

  @Authorized()
  @Mutation(() => PlaylistType, { description: 'Moves a track to a 0-based place in the playlist.' })
  moveTrackInPlaylist(
    @Arg('id', () => ID) id: string,
    @Arg('trackId', () => ID) trackId: string,
    @Arg('toIndex', () => Int) toIndex: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistType> {
    return ctx.services.playlists.moveTrack(ctx.em, currentUserId(ctx), id, trackId, toIndex);
  }
}
