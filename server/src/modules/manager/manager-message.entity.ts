import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../accounts/user.entity.js';
import { ManagerStyle } from './manager-personas.js';

/** What an answer may propose; nothing happens until the artist accepts it. */
export enum ProposalKind {
  /** A task for today's plan. */
  TASK = 'TASK',
  /** A target release date for one of the artist's projects. */
  RELEASE_DATE = 'RELEASE_DATE',
  /** A pitch note, kept with one of the artist's projects as a text note. */
  PITCH_NOTE = 'PITCH_NOTE',
}
registerEnumType(ProposalKind, { name: 'ManagerProposalKind' });

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

  /** What this answer proposes, carried out only once the artist accepts it; null when nothing. */
  @Enum({ items: () => ProposalKind, nullable: true, length: 20 })
  proposalKind: ProposalKind | null = null;

  /** The proposal in a line: the task's title, or what accepting will do. */
  @Property({ type: 'string', length: 120, nullable: true })
  proposalTitle: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  proposalReason: string | null = null;

  /** The project a release date or a pitch note is for (the projects module's id; no foreign key). */
  @Property({ type: 'uuid', nullable: true })
  proposalProjectId: string | null = null;

  @Property({ type: 'date', nullable: true })
  proposalReleaseDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  proposalNote: string | null = null;

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
