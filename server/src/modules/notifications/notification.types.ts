import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy, SeenWithHolder } from '../../graphql/access.js';
import { connectionType } from '../../graphql/connection.js';
import { Node } from '../../graphql/node.js';
import { ArtistCard } from '../network/network.types.js';
import { NotificationKind } from './notification.entity.js';

@ReadByPolicy('Notification')
@ObjectType('Notification', {
  description:
    'Something another artist did, for the signed-in artist. A client shows it from `kind` and `actor`: a CONNECTION on the network screen, a MESSAGE in the conversation with the actor, a PROJECT_INVITATION with the invitations to answer (`projectInvitations`).',
  implements: Node,
})
export class NotificationView {
  @Field(() => ID) id!: string;
  @Field(() => NotificationKind) kind!: NotificationKind;
  @Field(() => ArtistCard, { description: 'The artist who did it.' }) actor!: ArtistCard;
  @Field(() => String, { description: "What happened, e.g. 'Nova Lane sent you 2 messages'." }) text!: string;
  @Field(() => String, { description: 'The start of the latest message; empty for connections.' })
  preview!: string;
  @Field(() => Int, { description: 'Events folded into this one while it was unread.' }) eventCount!: number;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Boolean) read!: boolean;
}

export const NotificationConnection = connectionType(
  NotificationView,
  'Notification',
  'A page of notifications, the latest first.',
);

/** The header's inbox: its fields resolve apart, each only when asked for. */
@SeenWithHolder()
@ObjectType('NotificationInbox')
export class NotificationInbox {
  @Field(() => Int) unreadCount?: number;

  @Field(() => Int, { description: "Open tasks in today's plan from the AI manager; 0 before choosing one." })
  openTasksToday?: number;
}

@InputType()
export class MarkNotificationReadInput {
  @Field(() => ID) notificationId!: string;
}
