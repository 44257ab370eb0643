import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/** A message from one artist to another; the two artists' messages make their conversation. */
@Entity({ tableName: 'direct_messages' })
@Check({ name: 'direct_messages_not_self', expression: 'sender_id <> recipient_id' })
@Index({ properties: ['sender', 'recipient', 'sentAt'] })
@Index({ properties: ['recipient', 'readAt'] })
export class DirectMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  sender: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  recipient: User;

  @Property({ type: 'text' })
  body: string;

  @Property({ type: 'datetime' })
  sentAt: Date & Opt = new Date();

  /** When the recipient opened the conversation after it arrived; null while unread. */
  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  constructor(sender: User, recipient: User, body: string) {
    this.sender = sender;
    this.recipient = recipient;
    this.body = body;
  }
}
