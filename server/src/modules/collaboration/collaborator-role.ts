import { registerEnumType } from 'type-graphql';
import { ROLE_PERMISSIONS, type CollaboratorRole as Role } from '../../policies/project-roles.js';

/** A collaborator's role in a project; what each may do is policies/project-roles.ts's table. */
export enum CollaboratorRole {
  VIEWER = 'VIEWER',
  COMMENTER = 'COMMENTER',
  EDITOR = 'EDITOR',
  MIX_ENGINEER = 'MIX_ENGINEER',
  MASTERING_ENGINEER = 'MASTERING_ENGINEER',
}
registerEnumType(CollaboratorRole, {
  name: 'CollaboratorRole',
  description: 'What a collaborator may do in a project, and in which stages (the README shows the table).',
});

/** The policy's name for the same role (the values are the same; a test holds them together). */
export function policyRole(role: CollaboratorRole): Role {
  return role;
}

/** How the signed-in artist stands to a project they can open: its owner, or their role in it. */
export enum ProjectRole {
  OWNER = 'OWNER',
  VIEWER = 'VIEWER',
  COMMENTER = 'COMMENTER',
  EDITOR = 'EDITOR',
  MIX_ENGINEER = 'MIX_ENGINEER',
  MASTERING_ENGINEER = 'MASTERING_ENGINEER',
}
registerEnumType(ProjectRole, {
  name: 'ProjectRole',
  description: "The signed-in artist's place in a project: its owner, or their role as a collaborator.",
});

/** What a role grants, as the product description names it (the roles table says when). */
export enum CollaboratorPermission {
  VIEW = 'VIEW',
  COMMENT = 'COMMENT',
  EDIT = 'EDIT',
  MIX = 'MIX',
  MASTER = 'MASTER',
}
registerEnumType(CollaboratorPermission, {
  name: 'CollaboratorPermission',
  description: "What a collaborator's role grants; in which stages, the README's roles table says.",
});

export function permissionsOf(role: CollaboratorRole): CollaboratorPermission[] {
  return ROLE_PERMISSIONS[role].map((permission) => permission.toUpperCase() as CollaboratorPermission);
}

export enum InvitationStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
}
registerEnumType(InvitationStatus, { name: 'InvitationStatus' });
