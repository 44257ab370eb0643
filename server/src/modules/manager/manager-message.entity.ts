import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../accounts/user.entity.js';
import { ManagerStyle } from './manager-personas.js';

export enum MessageAuthor {
  ARTIST = 'ARTIST',
  MANAGER = 'MANAGER',
}
registerEnumType(MessageAuthor, { name: 'MessageAuthor' });

/** One line of the artist's conversation with their manager; kept for both sides. */
@ReadByPolicy('ManagerMessage')
@ObjectType('ManagerMessage', {
  description: 'A question to the AI manager or its answer.',
  implements: Node,
})
@Entity({ tableName: 'manager_messages' })
@Index({ properties: ['owner', 'createdAt'] })
export class ManagerMessage extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  @Field(() => ManagerStyle, { description: 'The manager the artist was talking to.' })
  @Enum({ items: () => ManagerStyle, nativeEnumName: 'manager_style' })
  style: ManagerStyle;

  @Field(() => MessageAuthor)
  @Enum({ items: () => MessageAuthor, nativeEnumName: 'message_author' })
  author: MessageAuthor;

  @Field(() => String)
  @Property({ type: 'text' })
  content: string;

  @Field(() => Date)
  declare createdAt: Date;

  /** A task the manager proposed in this answer, for today's plan once the artist accepts it. */
  @Property({ type: 'string', length: 120, nullable: true })
  proposedTaskTitle: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  proposedTaskReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  proposalAcceptedAt: Date | null = null;

  constructor(owner: User, style: ManagerStyle, author: MessageAuthor, content: string) {
    super();
    this.owner = owner;
    this.style = style;
    this.author = author;
    this.content = content;
  }
}
