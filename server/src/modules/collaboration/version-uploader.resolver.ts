import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ArtistCard } from '../network/network.types.js';
import { TrackVersion } from '../projects/track-version.entity.js';

/** Who uploaded a song's version, as the people on the project see them. */
@Resolver(() => TrackVersion)
export class VersionUploaderResolver {
  @ReadByPolicy('TrackVersion')
  @FieldResolver(() => ArtistCard, {
    nullable: true,
    description: 'Who uploaded it; null once their account is gone.',
  })
  async uploadedBy(@Root() version: TrackVersion, @Ctx() ctx: GraphQLContext): Promise<ArtistCard | null> {
    return version.uploader ? ctx.loaders.artistCards.load(version.uploader.id) : null;
  }
}
