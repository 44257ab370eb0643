import { Migration } from '@mikro-orm/migrations';

/**
 * `artist_connections`: Who has connected with whom, as another module's SQL may read it (an artist card says where two stand).
 * Published in network's module description; tests/raw-sql.test.ts keeps other modules to it.
 */
export class Migration20261127000300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "artist_connections" as select from_id, to_id from connections;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "artist_connections";`);
  }
}
