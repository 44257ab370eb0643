import { Check, Entity, Enum, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../accounts/user.entity.js';
import type { AudioFormat } from '../audio/audio-format.js';
import { Project } from '../projects/project.entity.js';

/** Text only, a voice clip only, or text with a clip. */
export enum NoteKind {
  TEXT = 'TEXT',
  VOICE = 'VOICE',
  MIXED = 'MIXED',
}
registerEnumType(NoteKind, { name: 'NoteKind', description: 'Text only, a voice clip only, or both.' });

/** The stored clip of a voice or mixed note. */
export interface NoteAudio {
  storageKey: string;
  format: AudioFormat;
  durationSeconds: number;
  sizeBytes: number;
}

/** A creative note on a project: text, a recorded clip, or both. */
@ReadByPolicy('Note')
@ObjectType({ description: 'A text or voice note on one of the artist’s projects.', implements: Node })
@Entity({ tableName: 'notes' })
@Index({ properties: ['project', 'createdAt'] })
@Check({
  name: 'notes_content_matches_type',
  expression: `(type = 'TEXT' and audio_storage_key is null and content <> '')
    or (type = 'VOICE' and audio_storage_key is not null and content = '')
    or (type = 'MIXED' and audio_storage_key is not null and content <> '')`,
})
export class Note extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  owner: User;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project: Project;

  @Field(() => NoteKind, { description: 'What the note holds.' })
  @Enum({ items: () => NoteKind, nativeEnumName: 'note_type' })
  type: NoteKind;

  @Field(() => String, { description: 'The text; empty for a voice-only note.' })
  @Property({ type: 'text', default: '' })
  content: string & Opt = '';

  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  audioStorageKey: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true, hidden: true })
  audioFormat: AudioFormat | null = null;

  @Field(() => Float, { nullable: true, description: 'Length of the clip, in seconds.' })
  @Property({ type: 'double', nullable: true })
  audioDurationSeconds: number | null = null;

  @Property({ type: 'integer', nullable: true, hidden: true })
  audioSizeBytes: number | null = null;

  @Field(() => Date)
  declare createdAt: Date;

  constructor(props: { owner: User; project: Project; content: string; audio?: NoteAudio }) {
    super();
    this.owner = props.owner;
    this.project = props.project;
    this.content = props.content;
    this.type = !props.audio ? NoteKind.TEXT : props.content ? NoteKind.MIXED : NoteKind.VOICE;
    if (props.audio) {
      this.audioStorageKey = props.audio.storageKey;
      this.audioFormat = props.audio.format;
      this.audioDurationSeconds = props.audio.durationSeconds;
      this.audioSizeBytes = props.audio.sizeBytes;
    }
  }
}
