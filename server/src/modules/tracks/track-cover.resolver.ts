import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { readUpload } from '../../graphql/upload-stream.js';
import type { SignedUrl } from '../audio/media-tokens.js';
import { SignedUrlType } from '../audio/signed-url.types.js';
import type { CoverSize } from './cover-keys.js';
import { Track } from './track.entity.js';
import { CoverSizeEnum, DeleteTrackCoverInput, UploadTrackCoverInput } from './track-cover.types.js';
import type { TrackRow } from './track-listing.js';

@Resolver(() => Track)
export class TrackCoverResolver {
  @SignedIn()
  @Mutation(() => Track, {
    description: 'Sets the cover image: JPEG, PNG or WebP (checked by its bytes), at most 5 MB. Multipart.',
  })
  async uploadTrackCover(
    @Arg('input', () => UploadTrackCoverInput) { trackId, file }: UploadTrackCoverInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Track> {
    const covers = ctx.services.trackCovers;
    const cover = Promise.resolve(file).then((upload) => covers.receiveCover(readUpload(upload)));
    return covers.setCover(ctx.em, currentUserId(ctx), trackId, cover);
  }

  @SignedIn()
  @Mutation(() => Track, { description: 'Removes the cover image; the track shows a placeholder again.' })
  deleteTrackCover(
    @Arg('input', () => DeleteTrackCoverInput) { trackId }: DeleteTrackCoverInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Track> {
    return ctx.services.trackCovers.removeCover(ctx.em, currentUserId(ctx), trackId);
  }

  // Per row, so no @SignedIn() middleware (a chain of promises for each track): currentUserId refuses
  // a caller who is not signed in, as the middleware would.
  @ReadByPolicy('Track')
  @FieldResolver(() => SignedUrlType, {
    nullable: true,
    description: 'The cover at one size, signed for a few minutes; null without a cover.',
  })
  cover(
    @Root() track: TrackRow,
    @Arg('size', () => CoverSizeEnum, { defaultValue: 'SMALL' }) size: CoverSize,
    @Ctx() ctx: GraphQLContext,
  ): SignedUrl | null {
    if (!track.coverKey) return null;
    return ctx.services.media.coverUrl(ctx.publicOrigin, currentUserId(ctx), track.id, size);
  }
}
