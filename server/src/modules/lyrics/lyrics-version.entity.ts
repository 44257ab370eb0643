import { FIELD_LIMITS } from '@backline/field-rules';
import { Entity, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { Project } from '../projects/project.entity.js';

/**
 * One saved state of a project's lyrics. The newest is the lyrics; the few before it are kept so an
 * overwrite can be undone. Versions are added and pruned; the one exception is the newest while it
 * is an auto-saved draft, which later auto-saves of the same sitting (and session) revise in place.
 */
@ReadByPolicy('LyricsVersion')
@ObjectType('Lyrics', { description: 'A saved version of a project’s lyrics.', implements: Node })
@Entity({ tableName: 'lyrics_versions' })
@Unique({ properties: ['project', 'version'] })
export class LyricsVersion extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project: Project;

  @Field(() => Int, { description: 'Counts up from 1 with each save of this project’s lyrics.' })
  @Property({ type: 'integer' })
  version: number;

  @Field(() => String, { description: 'The song title; may be empty.' })
  @Property({ type: 'string', length: FIELD_LIMITS.lyrics.title })
  title: string;

  @Field(() => String)
  @Property({ type: 'text' })
  content: string;

  @Field(() => Boolean, {
    description:
      'True while this version is an auto-saved draft that the next auto-saves may still revise; an explicit save seals it.',
  })
  @Property({ type: 'boolean' })
  autosaved: boolean & Opt = false;

  /** The session whose auto-saves started this draft: only its own auto-saves revise it. */
  @Property({ type: 'uuid', nullable: true })
  draftSessionId: (string & Opt) | null = null;

  @Field(() => Date, { description: 'When this version was started.' })
  declare createdAt: Date;

  @Field(() => Date, {
    description: 'When this version was last written (later than createdAt for a revised draft).',
  })
  declare updatedAt: Date;

  constructor(
    project: Project,
    version: number,
    title: string,
    content: string,
    autosaved = false,
    draftSessionId: string | null = null,
  ) {
    super();
    this.project = project;
    this.version = version;
    this.title = title;
    this.content = content;
    this.autosaved = autosaved;
    this.draftSessionId = autosaved ? draftSessionId : null;
  }
}
