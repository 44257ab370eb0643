import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { COVER_PIXELS, type CoverSize } from './cover-keys.js';

/** The sizes a cover address is asked for at: `Track.cover(size)`, and `Playlist.artwork(size)`. */
export const CoverSizeEnum = { SMALL: 'SMALL', LARGE: 'LARGE' } as const satisfies Record<
  CoverSize,
  CoverSize
>;
registerEnumType(CoverSizeEnum, {
  name: 'CoverSize',
  description: `Square renderings of a cover: SMALL ${COVER_PIXELS.SMALL} px, LARGE ${COVER_PIXELS.LARGE} px, WebP.`,
});

@InputType()
export class UploadTrackCoverInput {
  @Field(() => ID)
  trackId!: string;

  // graphql-upload's scalar yields a promise of the upload.
  @Field(() => GraphQLUpload, { description: 'JPEG, PNG or WebP (multipart request: variables.input.file).' })
  file!: Promise<FileUpload>;
}

@InputType()
export class DeleteTrackCoverInput {
  @Field(() => ID)
  trackId!: string;
}
