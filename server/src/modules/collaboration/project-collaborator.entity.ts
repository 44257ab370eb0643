import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Project } from '../projects/project.entity.js';
import { CollaboratorRole } from './collaborator-role.js';

/** An artist who works on another artist's project, with a role (accepted from an invitation). */
@Entity({ tableName: 'project_collaborators' })
@Unique({ name: 'project_collaborators_project_user_unique', properties: ['project', 'user'] })
export class ProjectCollaborator {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project: Project;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => CollaboratorRole, nativeEnumName: 'collaborator_role' })
  role: CollaboratorRole;

  @Property({ type: 'datetime' })
  joinedAt: Date & Opt = new Date();

  constructor(project: Project, user: User, role: CollaboratorRole) {
    this.project = project;
    this.user = user;
    this.role = role;
  }
}
