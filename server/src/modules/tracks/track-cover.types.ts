import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { Field, ID, InputType } from 'type-graphql';

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
