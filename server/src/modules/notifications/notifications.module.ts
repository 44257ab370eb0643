import { nodeSource } from '../../graphql/node-source.js';
import { ownerOnly } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { inboxLoader } from './inbox-loader.js';
import { Migration20261127005000 } from './invitation-kind.migration.js';
import { Migration20261127035000 } from './mention-kind.migration.js';
import { Notification } from './notification.entity.js';
import { NotificationInboxResolver, NotificationResolver } from './notification.resolver.js';
import { NotificationService } from './notification.service.js';
import { Migration20261127060200 } from './notification-live.migration.js';
import { NotificationSubscriptionResolver } from './notification-live.resolver.js';

declare module '../../services.js' {
  interface Services {
    readonly notifications: NotificationService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** The header's inbox (its counts and a page of notifications) in one statement. */
    readonly notificationInbox: ReturnType<typeof inboxLoader>;
  }
}

export const notificationsModule: FeatureModule = {
  name: 'notifications',
  entities: [Notification],
  migrations: [
    { name: 'Migration20261127005000', class: Migration20261127005000 },
    { name: 'Migration20261127035000', class: Migration20261127035000 },
    { name: 'Migration20261127060200', class: Migration20261127060200 },
  ],
  accessRules: { Notification: ownerOnly(['recipient']) },
  // The inbox counts today's open tasks, which the manager keeps.
  services: (services) => ({
    notifications: new NotificationService({
      statement: (userId) => services.manager.openTasksTodayStatement(userId),
      countFrom: (em, userId, row) => services.manager.openTasksTodayFrom(em, userId, row),
    }),
  }),
  loaders: ({ em, auth }, services) => ({
    notificationInbox: inboxLoader(em, auth?.userId ?? null, services.notifications),
  }),
  resolvers: [NotificationResolver, NotificationInboxResolver, NotificationSubscriptionResolver],
  nodeSources: [
    nodeSource('Notification', Notification, (services, em, callerId, id) =>
      services.notifications.findNotification(em, callerId, id),
    ),
  ],
};
