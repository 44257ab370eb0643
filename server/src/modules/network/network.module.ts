import { nodeSource } from '../../graphql/node-source.js';
import { User } from '../accounts/user.entity.js';
import type { FeatureModule } from '../feature-module.js';
import { Migration20261127000300 } from './artist-connections.migration.js';
import { Connection } from './connection.entity.js';
import { Migration20261129100000 } from './connections-created-at.migration.js';
import { ConversationService } from './conversation.service.js';
import { DirectMessage } from './direct-message.entity.js';
import { ConversationMessagesResolver, NetworkListsResolver, NetworkResolver } from './network.resolver.js';
import { NetworkService } from './network.service.js';

declare module '../../services.js' {
  interface Services {
    readonly network: NetworkService;
    readonly conversations: ConversationService;
  }
}

export const networkModule: FeatureModule = {
  name: 'network',
  entities: [Connection, DirectMessage],
  publishedViews: ['artist_connections'],
  migrations: [
    { name: 'Migration20261127000300', class: Migration20261127000300 },
    { name: 'Migration20261129100000', class: Migration20261129100000 },
  ],
  // Both people in a conversation read its messages; only the recipient marks one read, and only the
  // sender's own copy is theirs to delete.
  accessRules: {
    DirectMessage: {
      read: [['sender'], ['recipient']],
      list: [['sender'], ['recipient']],
      update: [['recipient']],
      delete: [['sender']],
    },
  },
  services: ({ notifications, idempotency }) => ({
    network: new NetworkService(notifications),
    conversations: new ConversationService(notifications, idempotency),
  }),
  resolvers: [NetworkResolver, NetworkListsResolver, ConversationMessagesResolver],
  nodeSources: [
    // Any other artist, as the network shows them; the caller's own id is NOT_FOUND here (that is `me`).
    nodeSource('Artist', User, (services, em, callerId, id) => services.network.findArtist(em, callerId, id)),
    nodeSource('DirectMessage', DirectMessage, (services, em, callerId, id) =>
      services.conversations.findMessage(em, callerId, id),
    ),
  ],
};
