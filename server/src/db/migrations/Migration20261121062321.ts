import { Migration } from '@mikro-orm/migrations';

/** Song projects with their track links, lyrics versions and creative notes (issue 6). */
export class Migration20261121062321 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create type "project_status" as enum ('DRAFT', 'RECORDING', 'MIXING', 'MASTERING', 'RELEASED');`,
    );
    this.addSql(`create type "project_track_status" as enum ('DRAFT', 'MIXED', 'MASTERED');`);
    this.addSql(`create type "note_type" as enum ('TEXT', 'VOICE', 'MIXED');`);
    this.addSql(
      `create table "projects" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "title" varchar(200) not null, "description" text not null default '', "status" "project_status" not null default 'DRAFT', "genre" varchar(20) not null, "artwork" varchar(16) not null, "tags" text[] not null default '{}', "collaborators" text[] not null default '{}', "bpm" double precision null, "key" varchar(20) not null default '', "released_at" timestamptz null, constraint "projects_pkey" primary key ("id"), constraint projects_released_at_when_released check ((status = 'RELEASED') = (released_at is not null)), constraint projects_bpm_range check (bpm is null or (bpm >= 20 and bpm <= 300)), constraint projects_genre_known check (genre in ('Electronic', 'House', 'Techno', 'Trance', 'Synthwave', 'Hip-Hop', 'Pop', 'Rock', 'Indie', 'Ambient')));`,
    );
    this.addSql(
      `create index "projects_owner_id_updated_at_index" on "projects" ("owner_id", "updated_at");`,
    );

    this.addSql(
      `create table "project_tracks" ("id" uuid not null, "project_id" uuid not null, "track_id" uuid not null, "status" "project_track_status" not null default 'DRAFT', "uploaded_to_project" boolean not null, "added_at" timestamptz not null, constraint "project_tracks_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "project_tracks_track_id_index" on "project_tracks" ("track_id");`);
    this.addSql(
      `alter table "project_tracks" add constraint "project_tracks_project_id_track_id_unique" unique ("project_id", "track_id");`,
    );

    this.addSql(
      `create table "lyrics_versions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "project_id" uuid not null, "version" int not null, "title" varchar(200) not null, "content" text not null, constraint "lyrics_versions_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "lyrics_versions" add constraint "lyrics_versions_project_id_version_unique" unique ("project_id", "version");`,
    );

    this.addSql(`create table "notes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "project_id" uuid not null, "type" "note_type" not null, "content" text not null default '', "audio_storage_key" varchar(255) null, "audio_format" varchar(8) null, "audio_duration_seconds" double precision null, "audio_size_bytes" int null, constraint "notes_pkey" primary key ("id"), constraint notes_content_matches_type check ((type = 'TEXT' and audio_storage_key is null and content <> '')
    or (type = 'VOICE' and audio_storage_key is not null and content = '')
    or (type = 'MIXED' and audio_storage_key is not null and content <> '')));`);
    this.addSql(`create index "notes_owner_id_index" on "notes" ("owner_id");`);
    this.addSql(`create index "notes_project_id_created_at_index" on "notes" ("project_id", "created_at");`);

    this.addSql(
      `alter table "projects" add constraint "projects_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "project_tracks" add constraint "project_tracks_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "project_tracks" add constraint "project_tracks_track_id_foreign" foreign key ("track_id") references "tracks" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "lyrics_versions" add constraint "lyrics_versions_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "notes" add constraint "notes_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notes" add constraint "notes_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "project_tracks" drop constraint "project_tracks_project_id_foreign";`);

    this.addSql(`alter table "lyrics_versions" drop constraint "lyrics_versions_project_id_foreign";`);

    this.addSql(`alter table "notes" drop constraint "notes_project_id_foreign";`);

    this.addSql(`drop table if exists "projects" cascade;`);

    this.addSql(`drop table if exists "project_tracks" cascade;`);

    this.addSql(`drop table if exists "lyrics_versions" cascade;`);

    this.addSql(`drop table if exists "notes" cascade;`);

    this.addSql(`drop type "project_status";`);
    this.addSql(`drop type "project_track_status";`);
    this.addSql(`drop type "note_type";`);
  }
}
