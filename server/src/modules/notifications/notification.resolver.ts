import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { NotificationInboxType, NotificationType } from './notification.types.js';

@Resolver()
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationInboxType)
  notifications(@Ctx() ctx: GraphQLContext): Promise<NotificationInboxType> {
    return ctx.services.notifications.inbox(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Mutation(() => NotificationType)
  markNotificationRead(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationType> {
    return ctx.services.notifications.markRead(ctx.em, currentUserId(ctx), id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Answers how many were unread.' })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.em, currentUserId(ctx));
  }
}
