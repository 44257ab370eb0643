import { Migration } from '@mikro-orm/migrations';

/**
 * `track_durations`: What another module's SQL may know of a track: its length (a playlist's length is its tracks' summed).
 * Published in tracks's module description; tests/raw-sql.test.ts keeps other modules to it.
 */
export class Migration20261127000200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "track_durations" as select id, duration_seconds from tracks;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "track_durations";`);
  }
}
