import { Migration } from '@mikro-orm/migrations';

/** The track library: recordings with their facts and waveform peaks. */
export class Migration20261121041053 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "tracks" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "title" varchar(200) not null, "artist" varchar(200) not null, "title_sort_key" varchar(200) generated always as (lower(title)) stored, "artist_sort_key" varchar(200) generated always as (lower(artist)) stored, "bpm" double precision not null, "key" varchar(20) not null, "genre" varchar(50) not null, "mood" varchar(50) not null, "format" varchar(8) not null, "duration_seconds" double precision not null, "sample_rate" int not null, "channels" int not null, "bit_rate" int not null, "size_bytes" int not null, "storage_key" varchar(255) not null, "peaks" bytea not null, constraint "tracks_pkey" primary key ("id"), constraint tracks_size_positive check (size_bytes > 0), constraint tracks_bpm_range check (bpm >= 20 and bpm <= 300));`,
    );
    this.addSql(`create index "tracks_owner_id_genre_index" on "tracks" ("owner_id", "genre");`);
    this.addSql(`create index "tracks_owner_id_created_at_index" on "tracks" ("owner_id", "created_at");`);

    this.addSql(
      `alter table "tracks" add constraint "tracks_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tracks" cascade;`);
  }
}
