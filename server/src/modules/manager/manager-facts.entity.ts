import { Entity, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../accounts/user.entity.js';

/**
 * What the manager knows of an artist's work, kept in step with it: the modules that own the work say
 * what changed (work-feed), and the manager reads the new figures through their services in the same
 * transaction. The daily plan, the open-task count polled with the notifications and the advisor read
 * this row and nothing else. Times are kept, not ages, so nothing here goes stale by itself.
 */
@Entity({ tableName: 'manager_facts' })
@Unique({ properties: ['owner'] })
export class ManagerFacts extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  @Property({ type: 'integer', default: 0 })
  trackCount: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  projectCount: number & Opt = 0;

  /** The newest track in no playlist, a mastered one first; null when every track is in one. */
  @Property({ type: 'text', nullable: true })
  outsidePlaylistsTitle: string | null = null;

  @Property({ type: 'boolean', default: false })
  outsidePlaylistsMastered: boolean & Opt = false;

  /** The project in mixing the longest without a change, and since when. */
  @Property({ type: 'text', nullable: true })
  mixingTitle: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  mixingSince: Date | null = null;

  /** The newest draft project with no track. */
  @Property({ type: 'text', nullable: true })
  draftWithoutTracks: string | null = null;

  /** The newest released project whose lyrics were never saved. */
  @Property({ type: 'text', nullable: true })
  releasedWithoutLyrics: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  latestNoteAt: Date | null = null;

  /** Tracks whose key the artist has not confirmed: detected, or a placeholder, not yet kept or edited. */
  @Property({ type: 'integer', default: 0 })
  unconfirmedKeyCount: number & Opt = 0;

  /** The track whose true peak is furthest above -1 dBTP, and that peak; null when none is. */
  @Property({ type: 'text', nullable: true })
  peakingTitle: string | null = null;

  @Property({ type: 'double', nullable: true })
  peakingTruePeakDbtp: number | null = null;

  /** The current version (v2 on) of the artist's songs peaking furthest above -1 dBTP: its song and number. */
  @Property({ type: 'text', nullable: true })
  peakingVersionTitle: string | null = null;

  @Property({ type: 'integer', nullable: true })
  peakingVersionNumber: number | null = null;

  @Property({ type: 'double', nullable: true })
  peakingVersionDbtp: number | null = null;

  /** Whether the artist works on a project shared with them (kept as they join and leave). */
  @Property({ type: 'boolean', default: false })
  inSharedProjects: boolean & Opt = false;

  constructor(owner: User) {
    super();
    this.owner = owner;
  }
}
