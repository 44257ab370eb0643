import { Migration } from '@mikro-orm/migrations';

/** When each artist last looked at each project's activity (ProjectActivitySeen). */
export class Migration20261127070100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "project_activity_seen" (
      "id" uuid not null, "user_id" uuid not null, "project_id" uuid not null, "seen_at" timestamptz not null,
      constraint "project_activity_seen_pkey" primary key ("id"));`);
    this.addSql(`alter table "project_activity_seen" add constraint "project_activity_seen_user_id_project_id_unique"
      unique ("user_id", "project_id");`);
    this.addSql(
      `create index "project_activity_seen_project_id_index" on "project_activity_seen" ("project_id");`,
    );
    this.addSql(`alter table "project_activity_seen" add constraint "project_activity_seen_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_activity_seen" add constraint "project_activity_seen_project_id_foreign"
      foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "project_activity_seen";');
  }
}
