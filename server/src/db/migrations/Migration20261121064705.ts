import { Migration } from '@mikro-orm/migrations';

/** Artist profiles (bio, location, website, social handles, stored figures) and preferences (issue 7). */
export class Migration20261121064705 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "ui_theme" as enum ('DARK', 'LIGHT');`);
    this.addSql(`create table "profiles" ("user_id" uuid not null, "bio" varchar(1000) not null default '', "location" varchar(100) not null default '', "website" varchar(255) not null default '', "spotify" varchar(50) not null default '', "soundcloud" varchar(50) not null default '', "instagram" varchar(50) not null default '', "twitter" varchar(50) not null default '', "total_streams" int not null default 0, "total_revenue" numeric(14,2) not null default 0, "followers" int not null default 0, "following" int not null default 0, "monthly_listeners" int not null default 0, "updated_at" timestamptz not null default now(), constraint "profiles_pkey" primary key ("user_id"), constraint profiles_figures_non_negative check (total_streams >= 0 and total_revenue >= 0 and followers >= 0 and following >= 0 and monthly_listeners >= 0), constraint profiles_handles_plain check (spotify ~ '^[A-Za-z0-9._-]*$' and soundcloud ~ '^[A-Za-z0-9._-]*$'
    and instagram ~ '^[A-Za-z0-9._-]*$' and twitter ~ '^[A-Za-z0-9._-]*$'));`);

    this.addSql(
      `create table "user_settings" ("user_id" uuid not null, "theme" "ui_theme" not null default 'DARK', "email_notifications" boolean not null default true, "push_notifications" boolean not null default false, "auto_save" boolean not null default true, "updated_at" timestamptz not null default now(), constraint "user_settings_pkey" primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "user_settings" add constraint "user_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "profiles" cascade;`);

    this.addSql(`drop table if exists "user_settings" cascade;`);

    this.addSql(`drop type "ui_theme";`);
  }
}
