import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Mutation,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { readUpload } from '../../graphql/upload-stream.js';
import { User } from '../accounts/user.entity.js';
import type { ArtistCardView } from '../network/artist-cards.js';
import { ArtistCard } from '../network/network.types.js';
import { PHOTO_PIXELS, type PhotoSize, photoPath } from './profile-photo.service.js';

const PhotoSizeEnum = { SMALL: 'SMALL', LARGE: 'LARGE' } as const satisfies Record<PhotoSize, PhotoSize>;
registerEnumType(PhotoSizeEnum, {
  name: 'PhotoSize',
  description: `Square renderings of a profile photo: SMALL ${PHOTO_PIXELS.SMALL} px, LARGE ${PHOTO_PIXELS.LARGE} px, WebP.`,
});

@InputType()
export class UploadProfilePhotoInput {
  // graphql-upload's scalar yields a promise of the upload.
  @Field(() => GraphQLUpload, { description: 'JPEG, PNG or WebP (multipart request: variables.input.file).' })
  file!: Promise<FileUpload>;
}

const PHOTO_DESCRIPTION =
  "The artist's photo at one size, a lasting address (a new photo gets a new one); null: the emoji avatar shows.";

function photoUrl(ctx: GraphQLContext, photoKey: string | null, size: PhotoSize): string | null {
  const path = photoKey ? photoPath(photoKey, size) : null;
  return path ? `${ctx.publicOrigin}${path}` : null;
}

/** The signed-in artist's photo: set, removed, and where it is. */
@Resolver(() => User)
export class UserPhotoResolver {
  @SignedIn()
  @Mutation(() => User, {
    description:
      'Sets the profile photo, shown instead of the emoji avatar: JPEG, PNG or WebP (checked by its bytes), at most 5 MB. Multipart.',
  })
  async uploadProfilePhoto(
    @Arg('input', () => UploadProfilePhotoInput) { file }: UploadProfilePhotoInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const photos = ctx.services.profilePhotos;
    const photo = Promise.resolve(file).then((upload) => photos.receivePhoto(readUpload(upload)));
    return photos.setPhoto(ctx.em, currentUserId(ctx), photo);
  }

  @SignedIn()
  @Mutation(() => User, { description: 'Removes the profile photo; the emoji avatar shows again.' })
  removeProfilePhoto(@Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.profilePhotos.removePhoto(ctx.em, currentUserId(ctx));
  }

  @ReadByPolicy('User')
  @FieldResolver(() => String, { nullable: true, description: PHOTO_DESCRIPTION })
  avatarPhoto(
    @Root() user: User,
    @Arg('size', () => PhotoSizeEnum, { defaultValue: 'SMALL' }) size: PhotoSize,
    @Ctx() ctx: GraphQLContext,
  ): string | null {
    return photoUrl(ctx, user.avatarPhotoKey, size);
  }
}

/** Another artist's photo, where the network and notifications show them. */
@Resolver(() => ArtistCard)
export class ArtistPhotoResolver {
  @SignedIn()
  @FieldResolver(() => String, { nullable: true, description: PHOTO_DESCRIPTION })
  avatarPhoto(
    @Root() artist: ArtistCardView,
    @Arg('size', () => PhotoSizeEnum, { defaultValue: 'SMALL' }) size: PhotoSize,
    @Ctx() ctx: GraphQLContext,
  ): string | null {
    return photoUrl(ctx, artist.avatarPhotoKey, size);
  }
}
