import { Ctx, Resolver, Root, Subscription } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { NotFoundError } from '../../shared/errors.js';
import { liveMessages } from '../live/live-feed.js';
import type { NotificationView as NotificationShape } from './notification.service.js';
import { NotificationView } from './notification.types.js';

/** The signed-in artist's notifications as they arrive (a new one, or one refreshed while unread). */
async function notificationStream(ctx: GraphQLContext): Promise<AsyncIterable<NotificationShape>> {
  const callerId = currentUserId(ctx);
  const { messages, end } = liveMessages(ctx.services.live, `user:${callerId}`);
  return (async function* () {
    try {
      for await (const message of messages) {
        if (message.kind !== 'notification' || !message.id) continue;
        try {
          yield await ctx.services.notifications.findNotification(ctx.em.fork(), callerId, message.id);
        } catch (error) {
          // Read or withdrawn before it could be sent: nothing to tell.
          if (!(error instanceof NotFoundError)) throw error;
        }
      }
    } finally {
      end();
    }
  })();
}

@Resolver()
export class NotificationSubscriptionResolver {
  @SignedIn()
  @Subscription(() => NotificationView, {
    description: 'Each notification as it arrives for the signed-in artist (graphql-ws on /graphql).',
    subscribe: ({ context }) => notificationStream(context as GraphQLContext),
  })
  notificationAdded(@Root() notification: NotificationShape): NotificationShape {
    return notification;
  }
}
