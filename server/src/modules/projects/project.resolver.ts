import type { GraphQLResolveInfo } from 'graphql';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { selectsField } from '../../graphql/selection.js';
import { readUpload } from '../../graphql/upload-stream.js';
import { computeMentorInsight, type MentorInsight as Insight, readProgressFacts } from './mentor-insight.js';
import { Project, ProjectStatus } from './project.entity.js';
import {
  DeletedProject,
  MentorInsight,
  NewProjectInput,
  ProjectChangesInput,
  ProjectList,
} from './project.types.js';
import { PROJECT_GENRES } from './project-catalogue.js';
import { ProjectTrack, ProjectTrackStatus } from './project-track.entity.js';

/** Tracks loaded for a whole list at once, so each card's field resolver need not query. */
const preloadedTracks = new WeakMap<Project, ProjectTrack[]>();

@Resolver(() => Project)
export class ProjectResolver {
  @Authorized()
  @Query(() => ProjectList, { description: "The artist's projects, most recently changed first." })
  async projects(
    @Arg('status', () => ProjectStatus, {
      nullable: true,
      description: 'Only this status; all when left out.',
    })
    status: ProjectStatus | null | undefined,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ProjectList> {
    const list = await ctx.services.projects.listProjects(ctx.em, currentUserId(ctx), status);
    if (list.projects.length > 0 && selectsField(info, 'tracks')) {
      const tracks = await ctx.services.projectTracks.tracksOf(
        ctx.em,
        currentUserId(ctx),
        list.projects.map((project) => project.id),
        { withPeaks: selectsField(info, 'waveform') },
      );
      for (const project of list.projects) preloadedTracks.set(project, tracks.get(project.id) ?? []);
    }
    return list;
  }

  @Authorized()
  @Query(() => Project)
  project(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Project> {
    return ctx.services.projects.findProject(ctx.em, currentUserId(ctx), id);
  }

  @Query(() => [String], { description: 'The genres a project can take; the first is the default.' })
  projectGenres(): string[] {
    return [...PROJECT_GENRES];
  }

  @FieldResolver(() => [ProjectTrack], { description: 'Its tracks, oldest first.' })
  async tracks(
    @Root() project: Project,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ProjectTrack[]> {
    const preloaded = preloadedTracks.get(project);
    if (preloaded) return preloaded;
    const tracks = await ctx.services.projectTracks.tracksOf(ctx.em, currentUserId(ctx), [project.id], {
      withPeaks: selectsField(info, 'waveform'),
    });
    return tracks.get(project.id) ?? [];
  }

  @FieldResolver(() => Int)
  collaboratorCount(@Root() project: Project): number {
    return project.collaborators.length;
  }

  @FieldResolver(() => MentorInsight)
  async mentorInsight(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<Insight> {
    return computeMentorInsight(await readProgressFacts(ctx.em, project));
  }

  @Authorized()
  @Mutation(() => Project, { description: 'A new DRAFT project; genre defaults to Electronic.' })
  createProject(
    @Arg('input', () => NewProjectInput) input: NewProjectInput,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projects.createProject(ctx.em, currentUserId(ctx), input, clientMutationId);
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Changes any field, status included; RELEASED stamps releasedAt.' })
  updateProject(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProjectChangesInput) input: ProjectChangesInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projects.updateProject(ctx.em, currentUserId(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => DeletedProject, {
    description:
      'Deletes the project, its notes, lyrics and the tracks uploaded into it, with their files. ' +
      'Tracks attached from the library stay in the library.',
  })
  async deleteProject(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeletedProject> {
    await ctx.services.projects.deleteProject(ctx.em, currentUserId(ctx), id);
    return { id };
  }

  @Authorized()
  @Mutation(() => Project, {
    description:
      'Uploads an MP3 or WAV into the project and the library (multipart request). The title defaults to ' +
      'the file name; BPM, key and genre come from the project.',
  })
  uploadProjectTrack(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('file', () => GraphQLUpload) file: FileUpload | Promise<FileUpload>,
    @Arg('title', () => String, { nullable: true }) title: string | null | undefined,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    const { tracks, projectTracks } = ctx.services;
    const upload = Promise.resolve(file);
    return upload.then((received) =>
      projectTracks.uploadToProject(ctx.em, currentUserId(ctx), projectId, {
        // A file part without a name (filename="") has none, whatever graphql-upload's type says.
        fileName: received.filename ?? '',
        title,
        audio: tracks.receiveAudio(readUpload(received)),
        idempotencyKey: clientMutationId,
      }),
    );
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Links one of your library tracks to the project.' })
  attachTrackToProject(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('trackId', () => ID) trackId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projectTracks.attachTrack(ctx.em, currentUserId(ctx), projectId, trackId);
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Unlinks the track; it stays in the library.' })
  detachTrackFromProject(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('trackId', () => ID) trackId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projectTracks.detachTrack(ctx.em, currentUserId(ctx), projectId, trackId);
  }

  @Authorized()
  @Mutation(() => Project)
  setProjectTrackStatus(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('trackId', () => ID) trackId: string,
    @Arg('status', () => ProjectTrackStatus) status: ProjectTrackStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projectTracks.setTrackStatus(ctx.em, currentUserId(ctx), projectId, trackId, status);
  }
}
