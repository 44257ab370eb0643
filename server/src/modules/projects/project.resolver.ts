import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, ReadByPolicy, SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import { computeMentorInsight, type MentorInsight as Insight } from './mentor-insight.js';
import { Project } from './project.entity.js';
import type { ProjectCounts as Counts } from './project.service.js';
import {
  CreateProjectInput,
  DeletedProject,
  DeleteProjectInput,
  MentorInsight,
  ProjectConnection,
  ProjectCounts,
  ProjectsArgs,
  UpdateProjectInput,
} from './project.types.js';
import { PROJECT_GENRES, ProjectGenre } from './project-catalogue.js';
import type { ProjectTrack } from './project-track.entity.js';
import { ProjectTrackConnection } from './project-track.types.js';

@Resolver(() => Project)
export class ProjectResolver {
  @SignedIn()
  @Query(() => ProjectConnection, {
    description: "The artist's projects (in one status, or all), most recently changed first.",
  })
  async projects(
    @Args(() => ProjectsArgs) { status, ...paging }: ProjectsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<Project>> {
    const request = pageRequest(paging);
    return toConnection(
      await ctx.services.projects.listProjects(ctx.em, currentUserId(ctx), status, request),
    );
  }

  @SignedIn()
  @Query(() => ProjectCounts, {
    description: "How many of the artist's projects are in each status, and in all.",
  })
  projectCounts(@Ctx() ctx: GraphQLContext): Promise<Counts> {
    return ctx.services.projects.countProjects(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Query(() => Project, {
    nullable: true,
    description:
      'One of your projects: null, with a NOT_FOUND error, when it does not exist or is not yours.',
  })
  project(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Project> {
    return ctx.services.projects.findProject(ctx.em, currentUserId(ctx), id);
  }

  @Public()
  @Query(() => [ProjectGenre], { description: 'The genres a project can take; the first is the default.' })
  projectGenres(): ProjectGenre[] {
    return [...PROJECT_GENRES];
  }

  @ReadByPolicy('ProjectTrack')
  @FieldResolver(() => ProjectTrackConnection, {
    description: 'Its tracks, oldest first (a page of projects pages them all in one query).',
  })
  async tracks(
    @Root() project: Project,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<ProjectTrack>> {
    return toConnection(
      await ctx.loaders.projectTrackPages.load({ id: project.id, request: pageRequest(args) }),
    );
  }

  @ReadByPolicy('Project')
  @FieldResolver(() => MentorInsight, {
    description:
      "From the project's stage, its tracks' statuses and its lyrics (a page loads them together).",
  })
  async mentorInsight(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<Insight> {
    const [links, lyrics] = await Promise.all([
      ctx.loaders.projectTracks.load(project.id),
      ctx.loaders.projectLyrics.load(project.id),
    ]);
    return computeMentorInsight({
      title: project.title,
      status: project.status,
      trackStatuses: links.map((link) => link.status),
      hasLyrics: (lyrics[0]?.content.trim() ?? '') !== '',
    });
  }

  @SignedIn()
  @Mutation(() => Project, { description: 'A new DRAFT project; genre defaults to ELECTRONIC.' })
  createProject(
    @Arg('input', () => CreateProjectInput) { clientMutationId, ...fields }: CreateProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projects.createProject(ctx.em, currentUserId(ctx), fields, clientMutationId);
  }

  @SignedIn()
  @Mutation(() => Project, { description: 'Changes any field, status included; RELEASED stamps releasedAt.' })
  updateProject(
    @Arg('input', () => UpdateProjectInput) { projectId, ...changes }: UpdateProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.projects.updateProject(ctx.em, currentUserId(ctx), projectId, changes);
  }

  @SignedIn()
  @Mutation(() => DeletedProject, {
    description:
      'Deletes the project, its notes, lyrics and the tracks uploaded into it, with their files. ' +
      'Tracks attached from the library stay in the library.',
  })
  async deleteProject(
    @Arg('input', () => DeleteProjectInput) { projectId }: DeleteProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedProject> {
    await ctx.services.projects.deleteProject(ctx.em, currentUserId(ctx), projectId);
    return { id: projectId };
  }
}
