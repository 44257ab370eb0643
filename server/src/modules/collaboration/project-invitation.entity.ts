import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Project } from '../projects/project.entity.js';
import { CollaboratorRole, InvitationStatus } from './collaborator-role.js';

/**
 * An invitation to work on a project with a role: to an artist of the network, or to an account's
 * exact email. One to an email with no account yet waits for that email to register (`invitee` is set
 * then). One pending invitation per project and email, and per project and artist invited from the
 * network (the two may both wait for one person: accepting either takes both).
 */
@Entity({ tableName: 'project_invitations' })
@Unique({
  name: 'project_invitations_one_pending_email',
  expression:
    'create unique index "project_invitations_one_pending_email" on "project_invitations" ("project_id", "email") where "status" = \'PENDING\' and "email" is not null',
})
@Unique({
  name: 'project_invitations_one_pending_artist',
  expression:
    'create unique index "project_invitations_one_pending_artist" on "project_invitations" ("project_id", "invitee_id") where "status" = \'PENDING\' and "email" is null',
})
@Index({ properties: ['email'] })
export class ProjectInvitation {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project: Project;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  invitedBy: User;

  /** The email the owner typed, lower-cased as accounts keep theirs; null for an invitation from the network. */
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null;

  /** The account the email belongs to, once there is one. */
  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  invitee: User | null = null;

  @Enum({ items: () => CollaboratorRole, nativeEnumName: 'collaborator_role' })
  role: CollaboratorRole;

  @Enum({
    items: () => InvitationStatus,
    nativeEnumName: 'invitation_status',
    default: InvitationStatus.PENDING,
  })
  status: InvitationStatus & Opt = InvitationStatus.PENDING;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  answeredAt: Date | null = null;

  constructor(project: Project, invitedBy: User, email: string | null, role: CollaboratorRole) {
    this.project = project;
    this.invitedBy = invitedBy;
    this.email = email;
    this.role = role;
  }
}
