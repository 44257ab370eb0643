import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy, SeenWithHolder } from '../../graphql/access.js';
import { connectionType } from '../../graphql/connection.js';
import { ArtistCard } from '../network/network.types.js';
import { ProjectStatus } from '../projects/project.entity.js';
import { CollaboratorPermission, CollaboratorRole, InvitationStatus } from './collaborator-role.js';

@SeenWithHolder()
@ObjectType('InvitedProject', {
  description: 'The project an invitation is to, as its invitee sees it before joining.',
})
export class InvitedProject {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
}

@ReadByPolicy('ProjectInvitation')
@ObjectType('ProjectInvitation', {
  description: "An invitation to work on a project with a role: the project's owner and the invitee see it.",
})
export class ProjectInvitationView {
  @Field(() => ID) id!: string;
  @Field(() => CollaboratorRole) role!: CollaboratorRole;
  @Field(() => InvitationStatus) status!: InvitationStatus;
  @Field(() => String, {
    nullable: true,
    description: 'The email the owner invited, as typed; null for an invitation from My Network.',
  })
  email!: string | null;
  @Field(() => InvitedProject) project!: InvitedProject;
  @Field(() => ArtistCard, { description: "The project's owner, who invited." }) invitedBy!: ArtistCard;
  @Field(() => ArtistCard, {
    nullable: true,
    description:
      'Whom it invites: to the invitee, themselves; to the owner, the artist chosen from My Network, or, for an email, the person once they accept (until then null, so an invitation never tells whose an email is).',
  })
  invitee!: ArtistCard | null;
  @Field(() => Date) createdAt!: Date;
}

@ReadByPolicy('ProjectCollaborator')
@ObjectType('Collaborator', { description: 'An artist working on a project, with their role.' })
export class CollaboratorView {
  @Field(() => ID) id!: string;
  @Field(() => ArtistCard) artist!: ArtistCard;
  @Field(() => CollaboratorRole) role!: CollaboratorRole;
  @Field(() => [CollaboratorPermission], {
    description: 'What the role grants (view, comment, edit, mix, master).',
  })
  permissions!: CollaboratorPermission[];
  @Field(() => Date) joinedAt!: Date;
}

@ReadByPolicy('ProjectCollaborator')
@ObjectType('SharedProject', {
  description: 'A project the signed-in artist works on with others, as their membership shows it.',
})
export class SharedProjectView {
  @Field(() => ID, { description: "The project's id." }) id!: string;
  @Field(() => String) title!: string;
  @Field(() => ProjectStatus) status!: ProjectStatus;
  @Field(() => ArtistCard, { description: "The project's owner." }) owner!: ArtistCard;
  @Field(() => CollaboratorRole, { description: "The signed-in artist's role." }) role!: CollaboratorRole;
  @Field(() => Date) joinedAt!: Date;
}

export const SharedProjectConnection = connectionType(
  SharedProjectView,
  'SharedProject',
  'A page of projects shared with the signed-in artist.',
);

@SeenWithHolder()
@ObjectType()
export class DeletedCollaborator {
  @Field(() => ID) id!: string;
}

@InputType({
  description: "Whom to invite: exactly one of an account's exact email or an artist from My Network.",
})
export class InviteCollaboratorInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => ID, { nullable: true }) artistId?: string | null;
  @Field(() => CollaboratorRole) role!: CollaboratorRole;
}

@InputType()
export class AcceptInvitationInput {
  @Field(() => ID) invitationId!: string;
}

@InputType()
export class DeclineInvitationInput {
  @Field(() => ID) invitationId!: string;
}

@InputType()
export class WithdrawInvitationInput {
  @Field(() => ID) invitationId!: string;
}

@SeenWithHolder()
@ObjectType({ description: 'An invitation its project’s owner took back before anyone answered it.' })
export class WithdrawnInvitation {
  @Field(() => ID) id!: string;
}

@InputType()
export class ChangeCollaboratorRoleInput {
  @Field(() => ID) projectId!: string;
  @Field(() => ID) artistId!: string;
  @Field(() => CollaboratorRole) role!: CollaboratorRole;
}

@InputType()
export class RemoveCollaboratorInput {
  @Field(() => ID) projectId!: string;
  @Field(() => ID) artistId!: string;
}

@InputType()
export class LeaveProjectInput {
  @Field(() => ID) projectId!: string;
}

@SeenWithHolder()
@ObjectType('ProjectAbilities', {
  description:
    "What the signed-in artist may do in the project now, in its current stage (the README's roles table): a screen offers only these.",
})
export class ProjectAbilities {
  @Field(() => Boolean, { description: 'Comment and reply; resolve and reopen threads.' }) comment!: boolean;
  @Field(() => Boolean, { description: 'Change lyrics, notes, title, description and tags.' }) edit!: boolean;
  @Field(() => Boolean, { description: 'Upload a new version of a song.' }) uploadVersion!: boolean;
  @Field(() => Boolean, {
    description: 'Add and remove songs; invite, change roles and remove people; delete the project.',
  })
  manage!: boolean;
  @Field(() => [ProjectStatus], {
    description: 'The stages the project may be moved to from its current one.',
  })
  moveTo!: ProjectStatus[];
}

@SeenWithHolder()
@ObjectType('AccountDeletionImpact', {
  description: "What deleting the signed-in artist's account would end for others.",
})
export class AccountDeletionImpact {
  @Field(() => Int, { description: "How many artists work on the artist's own projects." })
  collaboratorCount!: number;
  @Field(() => [String], { description: 'The first ten of their names, A to Z.' })
  collaboratorNames!: string[];
}
