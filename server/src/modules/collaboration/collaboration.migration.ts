import { Migration } from '@mikro-orm/migrations';

/** Project collaborators and invitations (issue 30). */
export class Migration20261127010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create type "collaborator_role" as enum ('VIEWER', 'COMMENTER', 'EDITOR', 'MIX_ENGINEER', 'MASTERING_ENGINEER');`,
    );
    this.addSql(`create type "invitation_status" as enum ('PENDING', 'ACCEPTED', 'DECLINED');`);
    this.addSql(`create table "project_collaborators" (
      "id" uuid not null, "project_id" uuid not null, "user_id" uuid not null,
      "role" "collaborator_role" not null, "joined_at" timestamptz not null,
      constraint "project_collaborators_pkey" primary key ("id"));`);
    this.addSql(`alter table "project_collaborators" add constraint "project_collaborators_project_user_unique"
      unique ("project_id", "user_id");`);
    this.addSql(`create index "project_collaborators_user_id_index" on "project_collaborators" ("user_id");`);
    this.addSql(`alter table "project_collaborators" add constraint "project_collaborators_project_id_foreign"
      foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_collaborators" add constraint "project_collaborators_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "project_invitations" (
      "id" uuid not null, "project_id" uuid not null, "invited_by_id" uuid not null,
      "email" varchar(254) null, "invitee_id" uuid null, "role" "collaborator_role" not null,
      "status" "invitation_status" not null default 'PENDING', "created_at" timestamptz not null,
      "answered_at" timestamptz null, constraint "project_invitations_pkey" primary key ("id"));`);
    this.addSql(`create unique index "project_invitations_one_pending_email" on "project_invitations"
      ("project_id", "email") where "status" = 'PENDING' and "email" is not null;`);
    this.addSql(`create unique index "project_invitations_one_pending_artist" on "project_invitations"
      ("project_id", "invitee_id") where "status" = 'PENDING' and "email" is null;`);
    this.addSql(`create index "project_invitations_email_index" on "project_invitations" ("email");`);
    this.addSql(
      `create index "project_invitations_invitee_id_index" on "project_invitations" ("invitee_id");`,
    );
    for (const [column, table] of [
      ['project_id', 'projects'],
      ['invited_by_id', 'users'],
      ['invitee_id', 'users'],
    ])
      this.addSql(`alter table "project_invitations" add constraint "project_invitations_${column}_foreign"
        foreign key ("${column}") references "${table}" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "project_invitations";');
    this.addSql('drop table "project_collaborators";');
    this.addSql('drop type "invitation_status";');
    this.addSql('drop type "collaborator_role";');
  }
}
