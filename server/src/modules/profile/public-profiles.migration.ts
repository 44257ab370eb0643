import { Migration } from '@mikro-orm/migrations';

/**
 * `public_profiles`: what any signed-in artist may read of another's profile (their page in My
 * Network): the text about them, where they are and their links. The figures they keep for
 * themselves (streams, revenue, followers) are not in it.
 */
export class Migration20261129090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "public_profiles" as
      select user_id, bio, location, website, spotify, soundcloud, instagram, twitter from profiles;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "public_profiles";`);
  }
}
