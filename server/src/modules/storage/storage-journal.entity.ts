import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Why a stored file is in the journal: stored but not yet named by a committed row; to be removed; or
 * removed once by a sweep while its upload may still have been finishing (removed again by a later one).
 */
export type JournalKind = 'store' | 'remove' | 'swept';

/**
 * A stored file that may be an orphan (see FileJournal): noted before the file is stored, forgotten
 * in the transaction that commits the row naming it; or noted in the transaction that drops that row,
 * forgotten once the file is removed. Whatever a crash leaves here, the start-up sweep removes.
 */
@Entity({ tableName: 'storage_journal' })
export class StorageJournalEntry {
  /** The storage key. */
  @PrimaryKey({ type: 'text' })
  key: string;

  @Property({ type: 'text' })
  kind: JournalKind;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  notedAt: Date & Opt = new Date();

  /** Set by a sweep that took the entry; an upload finding its entry taken is refused. */
  @Property({ type: 'datetime', nullable: true })
  claimedAt: Date | null = null;

  constructor(key: string, kind: JournalKind) {
    this.key = key;
    this.kind = kind;
  }
}
