import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import type { ArtistCardView } from '../network/artist-cards.js';
import { ArtistCard } from '../network/network.types.js';
import { TrackConnection } from './track.types.js';
import type { ArtistPageTrackRow } from './track-listing.js';

/** The music on an artist's page. */
@Resolver(() => ArtistCard)
export class ArtistTracksResolver {
  @SignedIn()
  @FieldResolver(() => TrackConnection, {
    description: 'The tracks this artist shows on their page (`Track.onArtistPage`), newest first.',
  })
  async tracks(
    @Root() artist: ArtistCardView,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<ArtistPageTrackRow>> {
    const page = await ctx.services.tracks.artistPageTracks(
      ctx.em,
      currentUserId(ctx),
      artist.id,
      pageRequest(args),
    );
    return toConnection(page);
  }
}
