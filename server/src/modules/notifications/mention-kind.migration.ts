import { Migration } from '@mikro-orm/migrations';

/** Notifications of @mentions in comments (issue 30). */
export class Migration20261127035000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "notification_kind" add value if not exists 'COMMENT_MENTION';`);
  }
}
