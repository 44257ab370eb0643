import DataLoader from 'dataloader';
import { PROJECT_MEMBER, PROJECT_OWNER, USER } from '../../policies/policy.js';
import type { Standing } from '../../policies/project-roles.js';
import type { FeatureModule } from '../feature-module.js';
import type { ArtistCardView } from '../network/artist-cards.js';
import type { Project } from '../projects/project.entity.js';
import { Migration20261127010000 } from './collaboration.migration.js';
import { CollaborationResolver } from './collaboration.resolver.js';
import { CollaborationService, type CollaboratorView } from './collaboration.service.js';
import { Migration20261127060100 } from './membership-live.migration.js';
import { ProjectCollaborator } from './project-collaborator.entity.js';
import { Migration20261203092000 } from './project-coworkers-view.migration.js';
import { ProjectInvitation } from './project-invitation.entity.js';
import { Migration20261203093000 } from './project-members-view.migration.js';
import { ArtistProjectsResolver, ProjectPeopleResolver } from './project-people.resolver.js';
import { VersionUploaderResolver } from './version-uploader.resolver.js';

declare module '../../services.js' {
  interface Services {
    readonly collaboration: CollaborationService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** How the signed-in artist stands to each project asked (OWNER, their role; read through the policy). */
    readonly projectStandings: DataLoader<Project, Standing, string>;
    /** The people working on each project asked, in the order they joined. */
    readonly projectCollaborators: DataLoader<string, CollaboratorView[]>;
    /** Artists as the signed-in artist sees their cards, by id. */
    readonly artistCards: DataLoader<string, ArtistCardView>;
  }
}

const INVITEE = ['invitee'];

export const collaborationModule: FeatureModule = {
  name: 'collaboration',
  entities: [ProjectCollaborator, ProjectInvitation],
  // A membership is seen by the project's owner and members; the owner changes it, either ends it.
  // An invitation is seen by both; the invitee answers it, the owner changes its role. The caller's own
  // lists hold their memberships and the invitations sent to them.
  accessRules: {
    ProjectCollaborator: {
      read: [USER, PROJECT_OWNER, PROJECT_MEMBER],
      list: [USER],
      update: [PROJECT_OWNER],
      delete: [USER, PROJECT_OWNER],
    },
    ProjectInvitation: {
      read: [INVITEE, PROJECT_OWNER],
      list: [INVITEE],
      update: [INVITEE, PROJECT_OWNER],
      delete: [PROJECT_OWNER],
    },
  },
  migrations: [
    { name: 'Migration20261127010000', class: Migration20261127010000 },
    { name: 'Migration20261127060100', class: Migration20261127060100 },
    { name: 'Migration20261203092000', class: Migration20261203092000 },
    { name: 'Migration20261203093000', class: Migration20261203093000 },
  ],
  publishedViews: ['project_coworkers', 'project_members'],
  services: ({ accounts, network, notifications, projectActivity, workFeed }) => ({
    collaboration: new CollaborationService(accounts, network, notifications, projectActivity, workFeed),
  }),
  resolvers: [CollaborationResolver, ProjectPeopleResolver, ArtistProjectsResolver, VersionUploaderResolver],
  loaders: ({ em, auth }, { collaboration, network }) => {
    const callerId = auth?.userId ?? '';
    return {
      projectStandings: new DataLoader(
        (projects: readonly Project[]) => collaboration.standingsIn(em, callerId, projects),
        { cacheKeyFn: (project) => project.id },
      ),
      projectCollaborators: new DataLoader(async (ids: readonly string[]) => {
        const byProject = await collaboration.collaboratorsOf(em, callerId, ids);
        return ids.map((id) => byProject.get(id) ?? []);
      }),
      artistCards: new DataLoader(async (ids: readonly string[]) => {
        const cards = await network.artistCards(em, callerId, ids);
        return ids.map((id) => cards.get(id) ?? new Error(`No artist ${id}`));
      }),
    };
  },
};
