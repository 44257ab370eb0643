import { Migration } from '@mikro-orm/migrations';

/**
 * An artist may show a photo instead of their emoji avatar: where its renderings are stored. Other
 * modules show it through `public_artists`, which gains the column at its end.
 */
export class Migration20261128090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "avatar_photo_key" varchar(120) null;`);
    this.addSql(`create or replace view "public_artists" as
      select id, artist_name, role, avatar, genre, avatar_photo_key from users;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "public_artists";`);
    this.addSql(`create view "public_artists" as select id, artist_name, role, avatar, genre from users;`);
    this.addSql(`alter table "users" drop column "avatar_photo_key";`);
  }
}
