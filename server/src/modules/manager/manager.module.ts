import type { AppConfig } from '../../config.js';
import { nodeSource } from '../../graphql/node-source.js';
import { OWNER, ownerOnly } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { CareerProgressService } from './career-progress.js';
import { ChatModelAdvisor } from './chat-model-advisor.js';
import { ManagerResolver } from './manager.resolver.js';
import { managerRoutes } from './manager.rest.js';
import { ManagerService } from './manager.service.js';
import type { ManagerAdvisor } from './manager-advisor.js';
import { ManagerConversationService } from './manager-conversation.service.js';
import { ManagerFacts } from './manager-facts.entity.js';
import { ManagerFactsService } from './manager-facts.js';
import { Migration20261126220000 } from './manager-facts.migration.js';
import { Migration20261203090000 } from './manager-membership-fact.migration.js';
import { ManagerMessage } from './manager-message.entity.js';
import { Migration20261127080000 } from './manager-proposal.migration.js';
import { ManagerProposalResolver } from './manager-proposal.resolver.js';
import { Migration20261128080100 } from './manager-proposal-kinds.migration.js';
import { Migration20261202110000 } from './manager-sound-facts.migration.js';
import { ManagerState } from './manager-state.entity.js';
import { ManagerTask } from './manager-task.entity.js';
import { Migration20261202130000 } from './manager-version-peaks.migration.js';
import { OfflineAdvisor } from './offline-advisor.js';
import { readProfileFigures } from './profile-figures.js';
import { workspaceTools } from './workspace-tools.js';

declare module '../../services.js' {
  interface Services {
    readonly manager: ManagerService;
    readonly managerConversation: ManagerConversationService;
    readonly managerFacts: ManagerFactsService;
    readonly careerProgress: CareerProgressService;
  }
}

/** The offline advisor, or a chat model (falling back to the offline advisor) when one is configured. */
function managerAdvisor(config: AppConfig): ManagerAdvisor {
  const offline = new OfflineAdvisor();
  return config.managerChatModel ? new ChatModelAdvisor(config.managerChatModel, offline) : offline;
}

export const managerModule: FeatureModule = {
  name: 'manager',
  entities: [ManagerState, ManagerTask, ManagerMessage, ManagerFacts],
  accessRules: {
    ManagerState: ownerOnly(OWNER),
    ManagerTask: ownerOnly(OWNER),
    ManagerMessage: ownerOnly(OWNER),
    ManagerFacts: ownerOnly(OWNER),
  },
  migrations: [
    { name: 'Migration20261126220000', class: Migration20261126220000 },
    { name: 'Migration20261127080000', class: Migration20261127080000 },
    { name: 'Migration20261128080100', class: Migration20261128080100 },
    { name: 'Migration20261202110000', class: Migration20261202110000 },
    { name: 'Migration20261202130000', class: Migration20261202130000 },
    { name: 'Migration20261203090000', class: Migration20261203090000 },
  ],
  services: (services, { config }) => {
    // The comments module is built later (it tells mentions through the notifications, which read
    // the manager): its service is looked up when the facts are read, once every module is built.
    const managerFacts = new ManagerFactsService({
      tracks: services.tracks,
      playlists: services.playlists,
      projects: services.projects,
      projectProgress: services.projectProgress,
      lyrics: services.lyrics,
      notes: services.notes,
      versions: services.trackVersions,
      comments: { openThreadCounts: (...args) => services.comments.openThreadCounts(...args) },
      memberships: {
        inAnySharedProject: (...args) => services.collaboration.inAnySharedProject(...args),
      },
    });
    // The work's owners say what changed; the facts follow in the same unit of work.
    services.workFeed.listen((tx, ownerId, parts) => managerFacts.refresh(tx, ownerId, parts));
    const manager = new ManagerService(managerFacts, readProfileFigures);
    return {
      manager,
      managerFacts,
      careerProgress: new CareerProgressService({
        tracks: services.tracks,
        projects: services.projects,
        // The collaboration module is built later: its service is looked up when progress is read.
        collaboration: {
          collaboratorsOnOwnProjects: (...args) => services.collaboration.collaboratorsOnOwnProjects(...args),
          inAnySharedProject: (...args) => services.collaboration.inAnySharedProject(...args),
        },
        figures: readProfileFigures,
      }),
      managerConversation: new ManagerConversationService(
        manager,
        managerAdvisor(config),
        {
          projects: async (em, ownerId) =>
            (await services.projects.listProjects(em, ownerId, null, { first: 50 })).items.map((project) => ({
              id: project.id,
              title: project.title,
              stage: project.status,
              targetReleaseDate: project.targetReleaseDate,
            })),
          tracks: async (em, ownerId) =>
            (await services.tracks.listTracks(em, ownerId, { sort: 'CREATED_AT' }, { first: 100 })).items.map(
              (track) => ({ title: track.title, truePeakDbtp: track.truePeakDbtp ?? null }),
            ),
          tools: (em, ownerId) =>
            workspaceTools(
              {
                projects: services.projects,
                tracks: services.tracks,
                playlists: services.playlists,
                manager,
                figures: readProfileFigures,
              },
              em,
              ownerId,
            ),
          setReleaseDate: (tx, ownerId, projectId, day) =>
            services.projects.updateProject(tx, ownerId, projectId, { targetReleaseDate: day }),
          addNote: (tx, ownerId, projectId, content) =>
            services.notes.createTextNote(tx, ownerId, projectId, { content }),
        },
        (ownerId) => services.rateLimits.countManagerQuestion(ownerId),
      ),
    };
  },
  resolvers: [ManagerResolver, ManagerProposalResolver],
  routes: managerRoutes,
  nodeSources: [
    nodeSource('ManagerTask', ManagerTask, (services, em, callerId, id) =>
      services.manager.findTask(em, callerId, id),
    ),
    nodeSource('ManagerMessage', ManagerMessage, (services, em, callerId, id) =>
      services.managerConversation.findMessage(em, callerId, id),
    ),
  ],
};
