import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import { type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { readUpload } from '../../graphql/upload-stream.js';
import { pageRequest } from '../../shared/paging.js';
import type { SignedUrl } from '../audio/media-tokens.js';
import { SignedUrlType } from '../audio/signed-url.types.js';
import { STORED_PEAK_PAIRS } from '../audio/waveform-peaks.js';
import { Track } from './track.entity.js';
import {
  DeletedTrack,
  DeleteTrackInput,
  TrackConnection,
  TracksArgs,
  UpdateTrackInput,
  UploadTrackInput,
  Waveform,
} from './track.types.js';
import { loadTrackGenres, loadTrackPage } from './track-library-loader.js';
import type { ArtistPageTrackRow, TrackRow } from './track-listing.js';
import { type WaveformLevels, waveformOf } from './waveform.js';

@Resolver(() => Track)
export class TrackResolver {
  @SignedIn()
  @Query(() => TrackConnection, { description: "The signed-in artist's tracks, filtered, sorted and paged." })
  async tracks(
    @Args(() => TracksArgs) args: TracksArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<TrackRow>> {
    const { first, after, last, before, ...filters } = args;
    const request = pageRequest({ first, after, last, before });
    // Read with trackGenres when the answer asks both (track-library-loader.ts).
    return toConnection(await loadTrackPage(ctx.loaders.trackLibrary, filters, request));
  }

  @SignedIn()
  @Query(() => Track, { nullable: true, description: 'Null (with NOT_FOUND) when it is not yours.' })
  track(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Track> {
    return ctx.services.tracks.findTrack(ctx.em, currentUserId(ctx), id);
  }

  @SignedIn()
  @Query(() => [String], { description: "The genres of the signed-in artist's tracks, A to Z." })
  trackGenres(@Ctx() ctx: GraphQLContext): Promise<string[]> {
    return loadTrackGenres(ctx.loaders.trackLibrary);
  }

  @SignedIn()
  @Mutation(() => Track, {
    description: 'Uploads an MP3 or WAV (multipart request; send apollo-require-preflight).',
  })
  async uploadTrack(
    @Arg('input', () => UploadTrackInput) input: UploadTrackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Track> {
    const { file, clientMutationId, ...details } = input;
    const { tracks } = ctx.services;
    const audio = Promise.resolve(file).then((upload) => tracks.receiveAudio(readUpload(upload)));
    return tracks.uploadTrack(ctx.em, currentUserId(ctx), details, audio, {
      idempotency: { key: clientMutationId },
    });
  }

  @SignedIn()
  @Mutation(() => Track)
  updateTrack(
    @Arg('input', () => UpdateTrackInput) input: UpdateTrackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Track> {
    const { trackId, ...changes } = input;
    return ctx.services.tracks.updateTrack(ctx.em, currentUserId(ctx), trackId, changes);
  }

  @SignedIn()
  @Mutation(() => DeletedTrack, {
    description: 'Deletes the track and its file, and takes it out of playlists.',
  })
  async deleteTrack(
    @Arg('input', () => DeleteTrackInput) { trackId }: DeleteTrackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedTrack> {
    await ctx.services.tracks.deleteTrack(ctx.em, currentUserId(ctx), trackId);
    return { id: trackId };
  }

  @SignedIn()
  @FieldResolver(() => Boolean, {
    description:
      "The signed-in artist owns the track: theirs to edit, give a cover, add to playlists and delete. False where a shared project shows another artist's track.",
  })
  ownedByMe(@Root() track: TrackRow | ArtistPageTrackRow | Track, @Ctx() ctx: GraphQLContext): boolean {
    // A page of the library comes as rows without their owner: it holds only the caller's own tracks.
    return !('owner' in track) || track.owner.id === currentUserId(ctx);
  }

  @ReadByPolicy('Track')
  @FieldResolver(() => SignedUrlType, {
    description:
      'The recording, signed for a few minutes: an <audio> element can play it without a token header.',
  })
  audio(@Root() track: TrackRow, @Ctx() ctx: GraphQLContext): SignedUrl {
    return ctx.services.media.audioUrl(ctx.publicOrigin, 'tracks', currentUserId(ctx), track.id);
  }

  @ReadByPolicy('Track')
  @FieldResolver(() => Waveform, {
    description: 'Peaks computed at upload, so the waveform draws before any audio loads.',
  })
  async waveform(
    @Root() track: TrackRow,
    @Arg('points', () => Int, { defaultValue: 1000, description: 'Pairs wanted, 1 to 8000.' }) points: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WaveformLevels> {
    return waveformOf(await reducedPeaks(track, points, ctx));
  }

  @ReadByPolicy('Track')
  @FieldResolver(() => String, {
    description:
      "The same pairs as `waveform`, compact: base64 of signed bytes min, max, min, max, ... (-127 to 127; a level is the byte / 127), as BBC audiowaveform's 8-bit .dat data holds them. Empty when the track has no peaks.",
  })
  async waveformPeaks(
    @Root() track: TrackRow,
    @Arg('points', () => Int, { defaultValue: 1000, description: 'Pairs wanted, 1 to 8000.' }) points: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await reducedPeaks(track, points, ctx)).toString('base64');
  }
}

/**
 * The track's peaks reduced to `points` pairs, from the instance's cache or the stored peaks, every
 * track of the answer in one query, whether the track came as a row of a page or as an entity.
 */
function reducedPeaks(track: TrackRow, points: number, ctx: GraphQLContext): Promise<Buffer> {
  // Every count above the stored pairs answers the same: one cache entry for them all.
  const wanted = Math.max(1, Math.min(points, STORED_PEAK_PAIRS));
  return ctx.loaders.trackWaveform.load({ trackId: track.id, points: wanted });
}
