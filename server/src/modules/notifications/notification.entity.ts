import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';

export enum NotificationKind {
  /** Another artist connected with the recipient. */
  CONNECTION = 'CONNECTION',
  /** Another artist sent the recipient a message. */
  MESSAGE = 'MESSAGE',
  /** A project's owner invited the recipient to work on it (the preview: '{project} as {role}'). */
  PROJECT_INVITATION = 'PROJECT_INVITATION',
  /** Someone in a project @mentioned the recipient in a comment (the preview: '{song} v{n} at {time}'). */
  COMMENT_MENTION = 'COMMENT_MENTION',
}
registerEnumType(NotificationKind, { name: 'NotificationKind' });

/**
 * Something another artist did that the recipient should hear about. While unread, a newer event
 * of the same kind from the same artist refreshes it rather than adding another.
 */
@Entity({ tableName: 'notifications' })
@Index({ properties: ['recipient', 'updatedAt'] })
@Unique({
  name: 'notifications_one_unread_per_actor',
  expression:
    'create unique index "notifications_one_unread_per_actor" on "notifications" ("recipient_id", "actor_id", "kind") where "read_at" is null',
})
export class Notification {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  recipient: User;

  @Enum({ items: () => NotificationKind, nativeEnumName: 'notification_kind' })
  kind: NotificationKind;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  actor: User;

  /** The start of the latest message, for MESSAGE; the project and role, for PROJECT_INVITATION. */
  @Property({ type: 'string', length: 200, default: '' })
  preview: string & Opt = '';

  /** How many events this notification stands for (messages since it was last read). */
  @Property({ type: 'integer', default: 1 })
  eventCount: number & Opt = 1;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  constructor(recipient: User, kind: NotificationKind, actor: User) {
    this.recipient = recipient;
    this.kind = kind;
    this.actor = actor;
  }
}
