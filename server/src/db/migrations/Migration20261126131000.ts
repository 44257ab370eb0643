import { Migration } from '@mikro-orm/migrations';

/**
 * Lyrics auto-save: a version written by auto-save stays open to later auto-saves of the same
 * sitting (revised in place) until an explicit save or a restore seals it. Existing versions are
 * sealed.
 */
export class Migration20261126131000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lyrics_versions" add column "autosaved" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lyrics_versions" drop column "autosaved";`);
  }
}
