import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/errors.js';
import { afterCommit } from '../../shared/unit-of-work.js';
import type { FileStorage, TemporaryFile } from './storage.js';
import {
  CLAIM_ORPHANS_SQL,
  DATABASE_NOW_SQL,
  DISCARD_UNKEPT_SQL,
  FORGET_FILES_SQL,
  KEEP_FILES_SQL,
  MARK_SWEPT_SQL,
  NOTE_FILES_SQL,
} from './storage.sql.js';
import type { JournalKind } from './storage-journal.entity.js';

const SWEEP_BATCH = 100;

export const UPLOAD_OUTLIVED_GRACE =
  'The upload took longer than the server keeps an unfinished file. Please upload it again.';

/** A PostgreSQL text[] literal of storage keys (keys hold no commas, quotes or braces: assertSafeKey). */
function keyList(keys: readonly string[]): string {
  return `{${keys.join(',')}}`;
}

/**
 * Stores and removes files so that no crash leaves a file without the row naming it, or a row without
 * its file. A file is stored before its row's transaction opens (an S3 upload must not hold a pooled
 * connection), so between the two a crash would leave it unnamed; a file is removed after the
 * transaction that drops its row commits, so a crash there would leave it too. The journal notes each
 * such file first, the row's transaction forgets it, and the start-up sweep removes whatever a crash
 * left noted.
 */
export class FileJournal {
  constructor(
    private readonly storage: FileStorage,
    private readonly orm: MikroORM,
  ) {}

  /**
   * Notes the key (committed at once), then stores the file under it. Until `keep` runs in the
   * transaction that commits the row naming it, the file is the sweep's once the grace period is over.
   */
  async store(em: EntityManager, file: TemporaryFile, key: string): Promise<void> {
    await em.execute(NOTE_FILES_SQL, [keyList([key]), 'store']);
    await this.storage.promote(file, key);
  }

  /**
   * In the transaction that commits the rows naming these stored files: they are no longer orphans.
   * Refused (409) when a sweep took one meanwhile (an upload that outlived the grace period).
   */
  async keep(tx: EntityManager, keys: readonly string[]): Promise<void> {
    const kept = await tx.execute<{ key: string }[]>(KEEP_FILES_SQL, [keyList(keys)]);
    if (kept.length !== new Set(keys).size) throw new ConflictError(UPLOAD_OUTLIVED_GRACE);
  }

  /**
   * In the transaction that drops the rows naming these files: they are removed once it commits, or
   * by the sweep if this process stops first.
   */
  async removeAfterCommit(tx: EntityManager, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await tx.execute(NOTE_FILES_SQL, [keyList(keys), 'remove']);
    // After the commit the files are the caller's no more: a failure here stays noted for the sweep.
    afterCommit(() => this.removeNoted(keys).catch(() => undefined));
  }

  /**
   * After an upload failed or was a repeat: removes those of its files that no transaction kept (a
   * file whose row committed, even if the answer was lost on the way, stays). Never throws: it runs
   * while another error is on its way to the caller. With the database away it removes nothing; the
   * files stay noted, for the sweep.
   */
  async discard(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const unkept = await this.orm.em
      .fork()
      .execute<{ key: string }[]>(DISCARD_UNKEPT_SQL, [keyList(keys)])
      .catch(() => []);
    await this.removeNoted(unkept.map((row) => row.key)).catch(() => undefined);
  }

  /**
   * Removes what crashes and failed removals left: every file noted for removal, and stored files
   * never kept within `graceMs` (an upload still running on another instance is younger). A stored
   * file's entry is not forgotten at once: its upload may still be finishing (an S3 object appears only
   * when its upload completes), so a later sweep removes it again. Answers how many files it removed.
   */
  async sweep(graceMs: number): Promise<number> {
    const em = this.orm.em.fork();
    const [{ started } = { started: new Date() }] = await em.execute<{ started: Date }[]>(DATABASE_NOW_SQL);
    let removed = 0;
    for (;;) {
      const claimed = await em.execute<{ key: string; kind: JournalKind }[]>(CLAIM_ORPHANS_SQL, [
        started,
        graceMs / 1000,
        SWEEP_BATCH,
      ]);
      if (claimed.length === 0) return removed;
      const stored = claimed.filter((row) => row.kind === 'store').map((row) => row.key);
      const noted = claimed.filter((row) => row.kind !== 'store').map((row) => row.key);
      const gone = (await this.removeNoted(noted)) + (await this.removeSwept(stored));
      removed += gone;
      // A batch the storage refused whole waits for the next start rather than being taken again now.
      if (gone === 0) return removed;
    }
  }

  /** Removes stored files nothing kept, noting them as swept once (see `sweep`); answers how many. */
  private async removeSwept(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const results = await Promise.allSettled(keys.map((key) => this.storage.remove(key)));
    const gone = keys.filter((_, index) => results[index]?.status === 'fulfilled');
    if (gone.length > 0) await this.orm.em.fork().execute(MARK_SWEPT_SQL, [keyList(gone)]);
    return gone.length;
  }

  /** Removes the files, then forgets those that are gone; answers how many. */
  private async removeNoted(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const results = await Promise.allSettled(keys.map((key) => this.storage.remove(key)));
    const gone = keys.filter((_, index) => results[index]?.status === 'fulfilled');
    if (gone.length > 0) await this.orm.em.fork().execute(FORGET_FILES_SQL, [keyList(gone)]);
    return gone.length;
  }
}
