import { Migration } from '@mikro-orm/migrations';

/** An optional cover image per track, stored at two sizes under one key. */
export class Migration20261123020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "tracks" add column "cover_key" varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tracks" drop column "cover_key";`);
  }
}
