import { Migration } from '@mikro-orm/migrations';

/**
 * Versions of a project's songs (issue 30). Every song already in a project gets its v1: its library
 * track's recording, whose file stays the track's.
 */
export class Migration20261127030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "track_versions" (
      "id" uuid not null, "song_id" uuid not null, "number" int not null, "uploader_id" uuid null,
      "note" text not null default '', "current" boolean not null, "owns_file" boolean not null,
      "storage_key" varchar(255) not null, "format" varchar(8) not null, "duration_seconds" double precision not null,
      "sample_rate" int not null, "channels" int not null, "bit_rate" int not null, "size_bytes" int not null,
      "peaks" bytea not null, "created_at" timestamptz not null,
      constraint "track_versions_pkey" primary key ("id"),
      constraint "track_versions_number_positive" check (number >= 1));`);
    this.addSql(
      `alter table "track_versions" add constraint "track_versions_song_number_unique" unique ("song_id", "number");`,
    );
    this.addSql(
      `create unique index "track_versions_one_current" on "track_versions" ("song_id") where "current";`,
    );
    this.addSql(`create index "track_versions_uploader_id_index" on "track_versions" ("uploader_id");`);
    this.addSql(`alter table "track_versions" add constraint "track_versions_song_id_foreign"
      foreign key ("song_id") references "project_tracks" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "track_versions" add constraint "track_versions_uploader_id_foreign"
      foreign key ("uploader_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`insert into "track_versions" ("id", "song_id", "number", "uploader_id", "note", "current",
        "owns_file", "storage_key", "format", "duration_seconds", "sample_rate", "channels", "bit_rate",
        "size_bytes", "peaks", "created_at")
      select gen_random_uuid(), pt.id, 1, p.owner_id, '', true, false, t.storage_key, t.format,
        t.duration_seconds, t.sample_rate, t.channels, t.bit_rate, t.size_bytes, t.peaks, pt.added_at
      from "project_tracks" pt join "projects" p on p.id = pt.project_id join "tracks" t on t.id = pt.track_id;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "track_versions";');
  }
}
