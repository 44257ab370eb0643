import { Field, ID, Int, ObjectType } from 'type-graphql';
import { NotificationKind } from './notification.entity.js';

@ObjectType('Notification', { description: 'Something another artist did, for the signed-in artist.' })
export class NotificationType {
  @Field(() => ID) id!: string;
  @Field(() => NotificationKind) kind!: NotificationKind;
  @Field(() => ID) actorId!: string;
  @Field(() => String) actorName!: string;
  @Field(() => String) actorAvatar!: string;
  @Field(() => String, { description: "What happened, e.g. 'Nova Lane sent you 2 messages'." }) text!: string;
  @Field(() => String, { description: 'The start of the latest message; empty for connections.' })
  preview!: string;
  @Field(() => String, { description: 'The workspace path that shows it.' }) link!: string;
  @Field(() => Int, { description: 'Events folded into this one while it was unread.' }) eventCount!: number;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Boolean) read!: boolean;
}

@ObjectType('NotificationInbox')
export class NotificationInboxType {
  @Field(() => [NotificationType], { description: 'The latest 20, newest first.' })
  notifications!: NotificationType[];

  @Field(() => Int) unreadCount!: number;

  @Field(() => Int, { description: "Open tasks in today's plan from the AI manager; 0 before choosing one." })
  openTasksToday!: number;
}
