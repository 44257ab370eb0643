import { Migration } from '@mikro-orm/migrations';

/** Notifications of project invitations (issue 30). */
export class Migration20261127005000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "notification_kind" add value if not exists 'PROJECT_INVITATION';`);
  }
}
