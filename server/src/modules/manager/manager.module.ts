import type { AppConfig } from '../../config.js';
import { nodeSource } from '../../graphql/node-source.js';
import { OWNER, ownerOnly } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { ChatModelAdvisor } from './chat-model-advisor.js';
import { ManagerResolver } from './manager.resolver.js';
import { ManagerService } from './manager.service.js';
import type { ManagerAdvisor } from './manager-advisor.js';
import { ManagerConversationService } from './manager-conversation.service.js';
import { ManagerMessage } from './manager-message.entity.js';
import { ManagerState } from './manager-state.entity.js';
import { ManagerTask } from './manager-task.entity.js';
import { OfflineAdvisor } from './offline-advisor.js';
import { readProfileFigures } from './profile-figures.js';

declare module '../../services.js' {
  interface Services {
    readonly manager: ManagerService;
    readonly managerConversation: ManagerConversationService;
  }
}

/** The offline advisor, or a chat model (falling back to the offline advisor) when one is configured. */
function managerAdvisor(config: AppConfig): ManagerAdvisor {
  const offline = new OfflineAdvisor();
  return config.managerChatModel ? new ChatModelAdvisor(config.managerChatModel, offline) : offline;
}

export const managerModule: FeatureModule = {
  name: 'manager',
  entities: [ManagerState, ManagerTask, ManagerMessage],
  accessRules: {
    ManagerState: ownerOnly(OWNER),
    ManagerTask: ownerOnly(OWNER),
    ManagerMessage: ownerOnly(OWNER),
  },
  services: (_services, { config }) => {
    const manager = new ManagerService(readProfileFigures);
    return { manager, managerConversation: new ManagerConversationService(manager, managerAdvisor(config)) };
  },
  resolvers: [ManagerResolver],
  nodeSources: [
    nodeSource('ManagerTask', ManagerTask, (services, em, callerId, id) =>
      services.manager.findTask(em, callerId, id),
    ),
    nodeSource('ManagerMessage', ManagerMessage, (services, em, callerId, id) =>
      services.managerConversation.findMessage(em, callerId, id),
    ),
  ],
};
