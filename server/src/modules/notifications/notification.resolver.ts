import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { type Page, pageRequest } from '../../shared/paging.js';
import {
  MarkNotificationReadInput,
  NotificationConnection,
  NotificationInbox,
  NotificationView,
} from './notification.types.js';

@Resolver()
export class NotificationResolver {
  /** Each of the inbox's fields is read only when asked for (the header polls it). */
  @SignedIn()
  @Query(() => NotificationInbox)
  notifications(): NotificationInbox {
    return new NotificationInbox();
  }

  @SignedIn()
  @Mutation(() => NotificationView)
  markNotificationRead(
    @Arg('input', () => MarkNotificationReadInput) input: MarkNotificationReadInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationView> {
    return ctx.services.notifications.markRead(ctx.em, currentUserId(ctx), input.notificationId);
  }

  @SignedIn()
  @Mutation(() => Int, { description: 'Answers how many were unread.' })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.em, currentUserId(ctx));
  }
}

@Resolver(() => NotificationInbox)
export class NotificationInboxResolver {
  @SignedIn()
  @FieldResolver(() => Int)
  async unreadCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return (await inbox(ctx).load({ part: 'unreadCount' })) as number;
  }

  @SignedIn()
  @FieldResolver(() => Int)
  async openTasksToday(@Ctx() ctx: GraphQLContext): Promise<number> {
    return (await inbox(ctx).load({ part: 'openTasksToday' })) as number;
  }

  @SignedIn()
  @FieldResolver(() => NotificationConnection, { description: 'The latest first.' })
  async notifications(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<NotificationView>> {
    const page = await inbox(ctx).load({ part: 'page', request: pageRequest(args) });
    return toConnection(page as Page<NotificationView>);
  }
}

/** The request's inbox loader: its fields are read together, in one statement. */
function inbox(ctx: GraphQLContext) {
  return ctx.loaders.notificationInbox;
}
