import { Migration } from '@mikro-orm/migrations';

/**
 * When each artist last looked at each project's activity (ProjectActivitySeen). What they saw is
 * kept as the database's snapshot at that moment, and each activity names the transaction that
 * wrote it, so what counts as new follows the order changes were committed in, whatever the clocks
 * of the instances that made them say.
 */
export class Migration20261127070100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "project_activity_seen" (
      "id" uuid not null, "user_id" uuid not null, "project_id" uuid not null, "seen_at" timestamptz not null,
      "seen_snapshot" pg_snapshot not null, constraint "project_activity_seen_pkey" primary key ("id"));`);
    this.addSql(`alter table "project_activity_seen" add constraint "project_activity_seen_user_id_project_id_unique"
      unique ("user_id", "project_id");`);
    this.addSql(
      `create index "project_activity_seen_project_id_index" on "project_activity_seen" ("project_id");`,
    );
    this.addSql(`alter table "project_activity_seen" add constraint "project_activity_seen_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_activity_seen" add constraint "project_activity_seen_project_id_foreign"
      foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_activity"
      add column "written_by_xact" xid8 not null default pg_current_xact_id();`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "project_activity" drop column "written_by_xact";');
    this.addSql('drop table "project_activity_seen";');
  }
}
