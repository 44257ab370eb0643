import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { User } from '../accounts/user.entity.js';
import { Project } from './project.entity.js';

/** What happened in a project, as its activity feed lists it. */
export enum ActivityKind {
  INVITED = 'INVITED',
  JOINED = 'JOINED',
  LEFT = 'LEFT',
  REMOVED = 'REMOVED',
  ROLE_CHANGED = 'ROLE_CHANGED',
  VERSION_UPLOADED = 'VERSION_UPLOADED',
  VERSION_MADE_CURRENT = 'VERSION_MADE_CURRENT',
  VERSION_DELETED = 'VERSION_DELETED',
  COMMENTED = 'COMMENTED',
  REPLIED = 'REPLIED',
  RESOLVED = 'RESOLVED',
  REOPENED = 'REOPENED',
  STAGE_MOVED = 'STAGE_MOVED',
}
registerEnumType(ActivityKind, { name: 'ActivityKind', description: 'What happened in a project.' });

/**
 * One thing someone did in a project, written in the same transaction as the change. `summary`
 * says it without the actor ('uploaded v2 of Night Drive'); the actor's name is read when shown.
 */
@ReadByPolicy('ProjectActivity')
@ObjectType('ProjectActivity', { description: 'One thing someone did in a project.' })
@Entity({ tableName: 'project_activity' })
@Index({ properties: ['project', 'createdAt'] })
export class ProjectActivity {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project: Project;

  /** Who did it; null once their account is gone. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  actor: User | null;

  @Field(() => ActivityKind)
  @Enum({ items: () => ActivityKind, nativeEnumName: 'activity_kind' })
  kind: ActivityKind;

  @Property({ type: 'text' })
  summary: string;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /**
   * The actor's name as the change committed, when a live notice carried it: `text` needs no read
   * for each subscriber. Not stored.
   */
  @Property({ persist: false, hidden: true })
  actorNameAtCommit?: string;

  constructor(project: Project, actor: User, kind: ActivityKind, summary: string) {
    this.project = project;
    this.actor = actor;
    this.kind = kind;
    this.summary = summary;
  }
}
