import { Migration } from '@mikro-orm/migrations';

/**
 * `tracks.on_artist_page`: the artist shows the track on their page, where every signed-in artist
 * may play it. Off for every track so far. The page reads its newest first through a partial index.
 */
export class Migration20261130090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "tracks" add column "on_artist_page" boolean not null default false;`);
    this.addSql(
      `create index "tracks_on_artist_page_index" on "tracks" ("owner_id", "created_at" desc, "id" desc) where "on_artist_page";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "tracks_on_artist_page_index";`);
    this.addSql(`alter table "tracks" drop column "on_artist_page";`);
  }
}
