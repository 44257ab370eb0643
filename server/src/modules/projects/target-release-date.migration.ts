import { Migration } from '@mikro-orm/migrations';

/** The day the artist means to release a project on, if they have chosen one. */
export class Migration20261128080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "projects" add column "target_release_date" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "projects" drop column "target_release_date";`);
  }
}
