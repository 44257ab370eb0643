import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Project, ProjectStatus } from './project.entity.js';

@ObjectType({ description: 'How many projects are in each status, and in all.' })
export class ProjectCounts {
  @Field(() => Int) all!: number;
  @Field(() => Int) draft!: number;
  @Field(() => Int) recording!: number;
  @Field(() => Int) mixing!: number;
  @Field(() => Int) mastering!: number;
  @Field(() => Int) released!: number;
}

@ObjectType({ description: 'Projects in one status (or all), with the counts for every status tab.' })
export class ProjectList {
  @Field(() => [Project])
  projects!: Project[];

  @Field(() => ProjectCounts)
  counts!: ProjectCounts;
}

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

@ObjectType()
export class DeletedProject {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class NewProjectInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'One of projectGenres; Electronic when left out.' })
  genre?: string | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => [String], { nullable: true })
  collaborators?: string[] | null;

  @Field(() => Float, { nullable: true })
  bpm?: number | null;

  @Field(() => String, { nullable: true })
  key?: string | null;
}

@InputType({ description: 'Fields left out stay as they are; bpm: null clears the BPM.' })
export class ProjectChangesInput {
  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  genre?: string | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => [String], { nullable: true })
  collaborators?: string[] | null;

  @Field(() => Float, { nullable: true })
  bpm?: number | null;

  @Field(() => String, { nullable: true })
  key?: string | null;

  @Field(() => ProjectStatus, { nullable: true })
  status?: ProjectStatus | null;
}
