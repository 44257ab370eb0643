import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import { connectionType } from '../../graphql/connection.js';
import { Note } from './note.entity.js';

export const NoteConnection = connectionType(Note, 'Note', "A page of a project's notes, newest first.");

@SeenWithHolder()
@ObjectType()
export class DeletedNote {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class CreateNoteInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => String, { description: 'The text; blank text is refused.' })
  content!: string;

  @Field(() => String, CLIENT_MUTATION_ID)
  clientMutationId?: string | null;
}

@InputType()
export class UploadVoiceNoteInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => GraphQLUpload, {
    description: 'A WebM/Opus or Ogg/Opus recording (multipart request: variables.input.file).',
  })
  file!: Promise<FileUpload>;

  @Field(() => String, { nullable: true, description: 'Text to go with the clip: the note is then MIXED.' })
  content?: string | null;

  @Field(() => String, CLIENT_MUTATION_ID)
  clientMutationId?: string | null;
}

@InputType()
export class DeleteNoteInput {
  @Field(() => ID)
  noteId!: string;
}

@InputType()
export class UpdateNoteInput {
  @Field(() => ID)
  noteId!: string;

  @Field(() => String, { description: 'The whole new text; blank text is refused.' })
  content!: string;
}
