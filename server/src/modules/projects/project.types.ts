import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import { ConnectionArgs, connectionType } from '../../graphql/connection.js';
import { Project, ProjectStatus } from './project.entity.js';
import { ProjectGenre } from './project-catalogue.js';

@SeenWithHolder()
@ObjectType({ description: 'How many projects are in each status, and in all.' })
export class ProjectCounts {
  @Field(() => Int) all!: number;
  @Field(() => Int) draft!: number;
  @Field(() => Int) recording!: number;
  @Field(() => Int) mixing!: number;
  @Field(() => Int) mastering!: number;
  @Field(() => Int) released!: number;
}

export const ProjectConnection = connectionType(Project, 'Project', 'A page of song projects.');

@ArgsType()
export class ProjectsArgs extends ConnectionArgs {
  @Field(() => ProjectStatus, { nullable: true, description: 'Only this status; all when left out.' })
  status?: ProjectStatus | null;
}

@SeenWithHolder()
@ObjectType({
  description: 'How close a project is to release, computed from its tracks, lyrics and status.',
})
export class MentorInsight {
  @Field(() => Int, { description: '0-100; 100 only once released.' })
  completionPercent!: number;

  @Field(() => String)
  headline!: string;

  @Field(() => String)
  nextStep!: string;
}

@SeenWithHolder()
@ObjectType()
export class DeletedProject {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class CreateProjectInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ProjectGenre, { nullable: true, description: 'ELECTRONIC when left out.' })
  genre?: ProjectGenre | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Names credited on the project, as typed.' })
  credits?: string[] | null;

  @Field(() => Float, { nullable: true })
  bpm?: number | null;

  @Field(() => String, { nullable: true })
  key?: string | null;

  @Field(() => String, CLIENT_MUTATION_ID)
  clientMutationId?: string | null;
}

@InputType({ description: 'Fields left out stay as they are; bpm: null clears the BPM.' })
export class UpdateProjectInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ProjectGenre, { nullable: true })
  genre?: ProjectGenre | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Names credited on the project, as typed.' })
  credits?: string[] | null;

  @Field(() => Float, { nullable: true })
  bpm?: number | null;

  @Field(() => String, { nullable: true })
  key?: string | null;

  @Field(() => ProjectStatus, { nullable: true })
  status?: ProjectStatus | null;

  @Field(() => String, {
    nullable: true,
    description: "YYYY-MM-DD; null clears it. The owner's to set, as the genre and key are.",
  })
  targetReleaseDate?: string | null;
}

@InputType()
export class DeleteProjectInput {
  @Field(() => ID)
  projectId!: string;
}
