import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { Track } from './track.entity.js';
import { AudioIdentityInput, analysisOf, TrackAnalysis } from './track-analysis.types.js';
import type { TrackRow } from './track-listing.js';

@Resolver(() => Track)
export class TrackAnalysisResolver {
  @SignedIn()
  @Query(() => [Track], {
    description:
      "Before an upload: your tracks that are this file (its SHA-256) or the same recording in another encoding (its fingerprint), newest first, at most 20. The upload screen asks it to offer 'Upload anyway' or 'Cancel'.",
  })
  tracksLikeFile(
    @Arg('file', () => AudioIdentityInput) file: AudioIdentityInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Track[]> {
    return ctx.services.trackAnalysis.tracksLikeFile(ctx.em, currentUserId(ctx), file);
  }

  @ReadByPolicy('Track')
  @FieldResolver(() => TrackAnalysis, {
    description:
      'Tempo, key and loudness detected in the audio after upload (the typed bpm and key stay as they are).',
  })
  analysis(@Root() track: TrackRow, @Ctx() ctx: GraphQLContext): TrackAnalysis | Promise<TrackAnalysis> {
    // A page's rows and a loaded track hold the analysis columns already: no second read for them.
    if (track.analysisStatus !== undefined) return analysisOf(track);
    return ctx.loaders.trackAnalysis.load(track.id);
  }

  @ReadByPolicy('Track')
  @FieldResolver(() => [Track], {
    description:
      "The same artist's other tracks, among those you may read, that are the same file or the same recording in another encoding (a WAV and its MP3): newest first, at most 20. The recording match needs both analysed (status DONE).",
  })
  duplicates(@Root() track: TrackRow, @Ctx() ctx: GraphQLContext): Promise<Track[]> {
    return ctx.loaders.trackDuplicates.load(track.id);
  }
}
