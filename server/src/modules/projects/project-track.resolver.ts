import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { readUpload } from '../../graphql/upload-stream.js';
import { Project } from './project.entity.js';
import { ProjectTrack } from './project-track.entity.js';
import {
  AttachTrackToProjectInput,
  DetachTrackFromProjectInput,
  UpdateProjectTrackInput,
  UploadProjectTrackInput,
} from './project-track.types.js';

/** Tracks in and out of projects; each answers the project, whose track list changed. */
@Resolver(() => ProjectTrack)
export class ProjectTrackResolver {
  @SignedIn()
  @Mutation(() => Project, {
    description:
      'Uploads an MP3 or WAV into the project and the library (multipart request). The title defaults to ' +
      'the file name; BPM, key and genre come from the project.',
  })
  async uploadProjectTrack(
    @Arg('input', () => UploadProjectTrackInput) input: UploadProjectTrackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    const { tracks, projectTracks } = ctx.services;
    const received = await input.file;
    return projectTracks.uploadToProject(ctx.em, currentUserId(ctx), input.projectId, {
      // A file part without a name (filename="") has none, whatever graphql-upload's type says.
      fileName: received.filename ?? '',
      title: input.title,
      audio: tracks.receiveAudio(readUpload(received)),
      idempotencyKey: input.clientMutationId,
    });
  }

  @SignedIn()
  @Mutation(() => Project, { description: 'Links one of your library tracks to the project.' })
  attachTrackToProject(
    @Arg('input', () => AttachTrackToProjectInput) { projectId, trackId }: AttachTrackToProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projectTracks.attachTrack(ctx.em, currentUserId(ctx), projectId, trackId);
  }

  @SignedIn()
  @Mutation(() => Project, { description: 'Unlinks the track; it stays in the library.' })
  detachTrackFromProject(
    @Arg('input', () => DetachTrackFromProjectInput) { projectId, trackId }: DetachTrackFromProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projectTracks.detachTrack(ctx.em, currentUserId(ctx), projectId, trackId);
  }

  @SignedIn()
  @Mutation(() => Project, { description: "Sets a track's status within the project." })
  updateProjectTrack(
    @Arg('input', () => UpdateProjectTrackInput) { projectId, trackId, status }: UpdateProjectTrackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projectTracks.setTrackStatus(ctx.em, currentUserId(ctx), projectId, trackId, status);
  }
}
