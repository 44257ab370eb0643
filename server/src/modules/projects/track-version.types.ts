import { type FileUpload, GraphQLUpload } from 'graphql-upload-ts';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';

@InputType({ description: 'A new version of a song: the file, and what changed.' })
export class UploadVersionInput {
  @Field(() => ID, { description: 'The song (a project track).' })
  projectTrackId!: string;

  @Field(() => GraphQLUpload, { description: 'An MP3 or WAV (multipart request: variables.input.file).' })
  file!: Promise<FileUpload>;

  @Field(() => String, { nullable: true, description: "'What changed'; empty when left out." })
  note?: string | null;
}

@InputType()
export class SetCurrentVersionInput {
  @Field(() => ID)
  versionId!: string;
}

@InputType()
export class DeleteVersionInput {
  @Field(() => ID)
  versionId!: string;
}

@SeenWithHolder()
@ObjectType()
export class DeletedVersion {
  @Field(() => ID)
  id!: string;
}
