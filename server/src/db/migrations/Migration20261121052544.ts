import { Migration } from '@mikro-orm/migrations';

/** Playlists and their ordered entries. */
export class Migration20261121052544 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "playlists" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "name" varchar(100) not null, constraint "playlists_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "playlists_owner_id_created_at_index" on "playlists" ("owner_id", "created_at");`,
    );

    this.addSql(
      `create table "playlist_entries" ("id" uuid not null, "playlist_id" uuid not null, "track_id" uuid not null, "position" int not null, "added_at" timestamptz not null, constraint "playlist_entries_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "playlist_entries_track_id_index" on "playlist_entries" ("track_id");`);
    this.addSql(
      `alter table "playlist_entries" add constraint "playlist_entries_playlist_id_position_unique" unique ("playlist_id", "position") deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "playlist_entries" add constraint "playlist_entries_playlist_id_track_id_unique" unique ("playlist_id", "track_id");`,
    );

    this.addSql(
      `alter table "playlists" add constraint "playlists_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "playlist_entries" add constraint "playlist_entries_playlist_id_foreign" foreign key ("playlist_id") references "playlists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "playlist_entries" add constraint "playlist_entries_track_id_foreign" foreign key ("track_id") references "tracks" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "playlist_entries" drop constraint "playlist_entries_playlist_id_foreign";`);

    this.addSql(`drop table if exists "playlists" cascade;`);

    this.addSql(`drop table if exists "playlist_entries" cascade;`);
  }
}
