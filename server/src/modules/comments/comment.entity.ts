import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { User } from '../accounts/user.entity.js';
import { TrackVersion } from '../projects/track-version.entity.js';

/**
 * A comment at a moment (or over a range) of a song's version. A thread is a comment without a
 * parent; replies hang off it and share its time. Threads are resolved and reopened.
 */
@ReadByPolicy('Comment')
@ObjectType({ description: "A comment at a time in a song's version, or a reply to one.", implements: Node })
@Entity({ tableName: 'version_comments' })
@Index({ properties: ['version', 'atSeconds'] })
@Index({ properties: ['parent'] })
@Check({
  name: 'version_comments_times',
  expression: 'at_seconds >= 0 and (end_seconds is null or end_seconds > at_seconds)',
})
export class Comment {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => TrackVersion, { deleteRule: 'cascade' })
  version: TrackVersion;

  /** The thread it replies to; null for a thread. */
  @ManyToOne(() => Comment, { deleteRule: 'cascade', nullable: true })
  parent: Comment | null;

  /** Who wrote it; null once their account is gone (the comment stays the project's). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  author: User | null;

  @Field(() => String)
  @Property({ type: 'text' })
  body: string;

  @Field(() => Float, { description: 'Where in the version it points, in seconds.' })
  @Property({ type: 'double' })
  atSeconds: number;

  @Field(() => Float, { nullable: true, description: 'The end of the range it covers; null for a moment.' })
  @Property({ type: 'double', nullable: true })
  endSeconds: number | null;

  @Field(() => Boolean, { description: "Whether its thread is resolved (a reply reads its thread's)." })
  @Property({ type: 'boolean' })
  resolved: boolean & Opt = false;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(props: {
    version: TrackVersion;
    parent: Comment | null;
    author: User;
    body: string;
    atSeconds: number;
    endSeconds: number | null;
  }) {
    this.version = props.version;
    this.parent = props.parent;
    this.author = props.author;
    this.body = props.body;
    this.atSeconds = props.atSeconds;
    this.endSeconds = props.endSeconds;
  }
}
