import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import {
  MarkNotificationReadInput,
  NotificationConnection,
  NotificationInbox,
  NotificationView,
} from './notification.types.js';

@Resolver()
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationInbox)
  notifications(@Ctx() ctx: GraphQLContext): Promise<NotificationInbox> {
    return ctx.services.notifications.inbox(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Mutation(() => NotificationView)
  markNotificationRead(
    @Arg('input', () => MarkNotificationReadInput) input: MarkNotificationReadInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationView> {
    return ctx.services.notifications.markRead(ctx.em, currentUserId(ctx), input.notificationId);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Answers how many were unread.' })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.em, currentUserId(ctx));
  }
}

@Resolver(() => NotificationInbox)
export class NotificationInboxResolver {
  @Authorized()
  @FieldResolver(() => NotificationConnection, { description: 'The latest first.' })
  async notifications(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<NotificationView>> {
    const { notifications } = ctx.services;
    const request = pageRequest(args);
    return toConnection(await notifications.notifications(ctx.em, currentUserId(ctx), request));
  }
}
