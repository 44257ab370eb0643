import { Migration } from '@mikro-orm/migrations';

/**
 * `track_covers`: What another module's SQL may know of a track's cover: that it has one, and whose
 * track it is (a playlist's artwork is the covers of its first tracks that have one). The cover's
 * files are reached by the track's id through a signed address, never through this view.
 * Published in tracks's module description; tests/raw-sql.test.ts keeps other modules to it.
 */
export class Migration20261128100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "track_covers" as select id, owner_id from tracks where cover_key is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "track_covers";`);
  }
}
