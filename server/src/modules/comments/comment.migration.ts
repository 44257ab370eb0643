import { Migration } from '@mikro-orm/migrations';

/** Timestamped comments on song versions (issue 30). */
export class Migration20261127040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "version_comments" (
      "id" uuid not null, "version_id" uuid not null, "parent_id" uuid null, "author_id" uuid null,
      "body" text not null, "at_seconds" double precision not null, "end_seconds" double precision null,
      "resolved" boolean not null, "created_at" timestamptz not null,
      constraint "version_comments_pkey" primary key ("id"),
      constraint "version_comments_times" check (at_seconds >= 0 and (end_seconds is null or end_seconds > at_seconds)));`);
    this.addSql(
      `create index "version_comments_version_id_at_seconds_index" on "version_comments" ("version_id", "at_seconds");`,
    );
    this.addSql(`create index "version_comments_parent_id_index" on "version_comments" ("parent_id");`);
    this.addSql(`create index "version_comments_author_id_index" on "version_comments" ("author_id");`);
    this.addSql(`alter table "version_comments" add constraint "version_comments_version_id_foreign"
      foreign key ("version_id") references "track_versions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "version_comments" add constraint "version_comments_parent_id_foreign"
      foreign key ("parent_id") references "version_comments" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "version_comments" add constraint "version_comments_author_id_foreign"
      foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "version_comments";');
  }
}
