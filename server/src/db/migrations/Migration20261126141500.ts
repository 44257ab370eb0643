import { Migration } from '@mikro-orm/migrations';

/**
 * Lyrics auto-save drafts remember the session that started them: another session's auto-save
 * starts its own version instead of revising this one. Open drafts of before stay unowned, so the
 * next auto-save of any session starts a new version.
 */
export class Migration20261126141500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lyrics_versions" add column "draft_session_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lyrics_versions" drop column "draft_session_id";`);
  }
}
