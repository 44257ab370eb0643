import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Project } from './project.entity.js';

/**
 * When an artist last looked at a project's activity: what others did after it is new to them (the
 * dashboard's 'New in your projects', a project's `newActivityCount`). Its `seen_snapshot` column,
 * the database's snapshot at that look, is written and compared in SQL only (project-news.sql.ts).
 */
@Entity({ tableName: 'project_activity_seen' })
@Unique({ properties: ['user', 'project'] })
export class ProjectActivitySeen {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @ManyToOne(() => Project, { deleteRule: 'cascade', index: true })
  project: Project;

  @Property({ type: 'datetime' })
  seenAt: Date & Opt = new Date();

  constructor(user: User, project: Project) {
    this.user = user;
    this.project = project;
  }
}
