import { Migration } from '@mikro-orm/migrations';

/** The published artists gain when they joined, so My Network can suggest the newest to a newcomer. */
export class Migration20261202140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "public_artists" as
      select id, artist_name, role, avatar, genre, avatar_photo_key, created_at from users;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "public_artists";`);
    this.addSql(`create view "public_artists" as
      select id, artist_name, role, avatar, genre, avatar_photo_key from users;`);
  }
}
