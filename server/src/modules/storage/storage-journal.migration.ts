import { Migration } from '@mikro-orm/migrations';

/** The storage journal (StorageJournalEntry): stored files that may be orphans, for the sweep. */
export class Migration20261127001000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "storage_journal" (
      "key" text not null, "kind" text not null check ("kind" in ('store', 'remove', 'swept')),
      "noted_at" timestamptz not null default now(), "claimed_at" timestamptz null,
      constraint "storage_journal_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "storage_journal";');
  }
}
