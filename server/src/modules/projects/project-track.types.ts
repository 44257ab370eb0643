import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { Field, ID, InputType } from 'type-graphql';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import { connectionType } from '../../graphql/connection.js';
import { ProjectTrack, ProjectTrackStatus } from './project-track.entity.js';

export const ProjectTrackConnection = connectionType(
  ProjectTrack,
  'ProjectTrack',
  "A page of a project's tracks, oldest first.",
);

@InputType()
export class AttachTrackToProjectInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => ID, { description: 'One of your library tracks.' })
  trackId!: string;
}

@InputType()
export class DetachTrackFromProjectInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => ID)
  trackId!: string;
}

@InputType()
export class UpdateProjectTrackInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => ID, { description: 'The library track, as on attachTrackToProject.' })
  trackId!: string;

  @Field(() => ProjectTrackStatus)
  status!: ProjectTrackStatus;
}

@InputType()
export class UploadProjectTrackInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => GraphQLUpload, { description: 'An MP3 or WAV (multipart request: variables.input.file).' })
  file!: Promise<FileUpload>;

  @Field(() => String, { nullable: true, description: "The file's name (without extension) when left out." })
  title?: string | null;

  @Field(() => String, CLIENT_MUTATION_ID)
  clientMutationId?: string | null;
}
