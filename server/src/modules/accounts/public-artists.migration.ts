import { Migration } from '@mikro-orm/migrations';

/**
 * `public_artists`: An artist as any other module's SQL may show them: the account's public fields only (never its email,
 * password hash or settings).
 * Published in accounts's module description; tests/raw-sql.test.ts keeps other modules to it.
 */
export class Migration20261127000100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "public_artists" as select id, artist_name, role, avatar, genre from users;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "public_artists";`);
  }
}
