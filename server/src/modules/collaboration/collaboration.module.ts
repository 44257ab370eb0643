import { PROJECT_OWNER, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { Migration20261127010000 } from './collaboration.migration.js';
import { CollaborationResolver } from './collaboration.resolver.js';
import { CollaborationService } from './collaboration.service.js';
import { ProjectCollaborator } from './project-collaborator.entity.js';
import { ProjectInvitation } from './project-invitation.entity.js';

declare module '../../services.js' {
  interface Services {
    readonly collaboration: CollaborationService;
  }
}

const INVITEE = ['invitee'];

export const collaborationModule: FeatureModule = {
  name: 'collaboration',
  entities: [ProjectCollaborator, ProjectInvitation],
  // A membership is its member's and the project owner's to see; the owner changes it, either ends it.
  // An invitation is seen by both; the invitee answers it, the owner changes its role.
  accessRules: {
    ProjectCollaborator: {
      read: [USER, PROJECT_OWNER],
      update: [PROJECT_OWNER],
      delete: [USER, PROJECT_OWNER],
    },
    ProjectInvitation: {
      read: [INVITEE, PROJECT_OWNER],
      update: [INVITEE, PROJECT_OWNER],
      delete: [PROJECT_OWNER],
    },
  },
  migrations: [{ name: 'Migration20261127010000', class: Migration20261127010000 }],
  services: ({ accounts, network, notifications }) => ({
    collaboration: new CollaborationService(accounts, network, notifications),
  }),
  resolvers: [CollaborationResolver],
};
