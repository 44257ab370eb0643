import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { Track } from './track.entity.js';
import { TrackAnalysis } from './track-analysis.types.js';
import type { TrackRow } from './track-listing.js';

@Resolver(() => Track)
export class TrackAnalysisResolver {
  @ReadByPolicy('Track')
  @FieldResolver(() => TrackAnalysis, {
    description:
      'Tempo, key and loudness detected in the audio after upload (the typed bpm and key stay as they are).',
  })
  analysis(@Root() track: TrackRow, @Ctx() ctx: GraphQLContext): Promise<TrackAnalysis> {
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
