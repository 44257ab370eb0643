import { FIELD_LIMITS } from '@backline/field-rules';
import {
  Check,
  Collection,
  Entity,
  Enum,
  Formula,
  Index,
  ManyToOne,
  OneToMany,
  type Opt,
  Property,
} from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { TextArrayType } from '../../shared/text-array.type.js';
import { User } from '../accounts/user.entity.js';
import type { ProjectCollaborator } from '../collaboration/project-collaborator.entity.js';
import { PROJECT_GENRES, ProjectGenre } from './project-catalogue.js';

/** The pipeline a song moves through; any step may follow any other. */
export enum ProjectStatus {
  DRAFT = 'DRAFT',
  RECORDING = 'RECORDING',
  MIXING = 'MIXING',
  MASTERING = 'MASTERING',
  RELEASED = 'RELEASED',
}
registerEnumType(ProjectStatus, { name: 'ProjectStatus' });

const genreList = PROJECT_GENRES.map((genre) => `'${genre}'`).join(', ');

/** A song in the making: its details, its place in the pipeline, and (through links) its tracks. */
@ReadByPolicy('Project')
@ObjectType({ description: "One of the signed-in artist's song projects.", implements: Node })
@Entity({ tableName: 'projects' })
@Index({ properties: ['owner', 'updatedAt'] })
@Check({ name: 'projects_genre_known', expression: `genre in (${genreList})` })
@Check({ name: 'projects_bpm_range', expression: 'bpm is null or (bpm >= 20 and bpm <= 300)' })
@Check({ name: 'projects_tags_no_null_elements', expression: 'array_position(tags, null) is null' })
@Check({
  name: 'projects_collaborators_no_null_elements',
  expression: 'array_position(collaborators, null) is null',
})
@Check({
  name: 'projects_released_at_when_released',
  expression: `(status = 'RELEASED') = (released_at is not null)`,
})
export class Project extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  /**
   * The artists it is shared with. The collaboration module keeps the rows; named here, by entity
   * name, so the policy's rules can read a project through its members.
   */
  @OneToMany('ProjectCollaborator', 'project')
  members = new Collection<ProjectCollaborator>(this);

  @Field(() => String)
  @Property({ type: 'string', length: FIELD_LIMITS.project.title })
  title: string;

  @Field(() => String, { description: 'Empty when not given.' })
  @Property({ type: 'text', default: '' })
  description: string & Opt = '';

  @Field(() => ProjectStatus)
  @Enum({ items: () => ProjectStatus, nativeEnumName: 'project_status', default: ProjectStatus.DRAFT })
  status: ProjectStatus & Opt = ProjectStatus.DRAFT;

  /** Stored as the genre's display name ('Hip-Hop'); GraphQL names it by the enum's key. */
  @Field(() => ProjectGenre)
  @Property({ type: 'string', length: 20 })
  genre: ProjectGenre;

  @Field(() => String, { description: 'An emoji picked at creation from a pool of ten.' })
  @Property({ type: 'string', length: 16 })
  artwork: string;

  @Field(() => [String])
  @Property({ type: TextArrayType, default: '{}' })
  tags: string[] & Opt = [];

  /**
   * Names credited on the project, as the artist types them (the people who work on it are its
   * `members`). The column keeps its first name, `collaborators`: a migration already run names it.
   */
  @Field(() => [String], {
    description:
      'Names credited on the project, as typed (free text); the people who work on it are `collaborators`.',
  })
  @Property({ type: TextArrayType, default: '{}', fieldName: 'collaborators' })
  credits: string[] & Opt = [];

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  bpm: number | null = null;

  @Field(() => String, { description: 'Musical key as the artist writes it; empty when not given.' })
  @Property({ type: 'string', length: FIELD_LIMITS.project.key, default: '' })
  key: string & Opt = '';

  @Field(() => Date, {
    description: 'When it moved to the stage it is in (its creation, for a draft never moved).',
  })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  stageChangedAt: Date & Opt = new Date();

  @Field(() => String, {
    nullable: true,
    description: 'The day the artist means to release it on, YYYY-MM-DD; null when not chosen.',
  })
  @Property({ type: 'date', nullable: true })
  targetReleaseDate: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When it last moved to RELEASED.' })
  @Property({ type: 'datetime', nullable: true })
  releasedAt: Date | null = null;

  @Field(() => Int)
  @Formula((alias) => `(select count(*)::int from project_tracks pt where pt.project_id = ${alias}.id)`)
  trackCount: number & Opt = 0;

  @Field(() => Date)
  declare createdAt: Date;

  @Field(() => Date, { description: 'Last change to the project, its tracks, lyrics or notes.' })
  declare updatedAt: Date;

  constructor(props: { owner: User; title: string; genre: ProjectGenre; artwork: string }) {
    super();
    this.owner = props.owner;
    this.title = props.title;
    this.genre = props.genre;
    this.artwork = props.artwork;
  }

  /** Marks the project as changed now, for changes that live in other tables. */
  touch(): void {
    this.updatedAt = new Date();
  }
}
