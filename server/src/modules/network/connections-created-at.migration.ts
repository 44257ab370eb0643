import { Migration } from '@mikro-orm/migrations';

/** The latest connections made, read by the artist suggestions without scanning them all. */
export class Migration20261129100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "connections_created_at_index" on "connections" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "connections_created_at_index";`);
  }
}
