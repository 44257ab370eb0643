import { Migration } from '@mikro-orm/migrations';

/** Each project's activity feed (issue 30). */
export class Migration20261127050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "activity_kind" as enum ('INVITED', 'JOINED', 'LEFT', 'REMOVED', 'ROLE_CHANGED',
      'VERSION_UPLOADED', 'VERSION_MADE_CURRENT', 'VERSION_DELETED', 'COMMENTED', 'REPLIED', 'RESOLVED',
      'REOPENED', 'STAGE_MOVED');`);
    this.addSql(`create table "project_activity" (
      "id" uuid not null, "project_id" uuid not null, "actor_id" uuid null, "kind" "activity_kind" not null,
      "summary" text not null, "created_at" timestamptz not null,
      constraint "project_activity_pkey" primary key ("id"));`);
    this.addSql(
      `create index "project_activity_project_id_created_at_index" on "project_activity" ("project_id", "created_at");`,
    );
    this.addSql(`create index "project_activity_actor_id_index" on "project_activity" ("actor_id");`);
    this.addSql(`alter table "project_activity" add constraint "project_activity_project_id_foreign"
      foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_activity" add constraint "project_activity_actor_id_foreign"
      foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "project_activity";');
    this.addSql('drop type "activity_kind";');
  }
}
