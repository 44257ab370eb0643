import { Migration } from '@mikro-orm/migrations';

/** Automatic persisted queries shared by every app instance (graphql/persisted-query-store.ts). */
export class Migration20261123083500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "persisted_queries" ("key" varchar(128) not null, "value" text not null, "expires_at" timestamptz null, constraint "persisted_queries_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "persisted_queries_expires_at_index" on "persisted_queries" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "persisted_queries" cascade;`);
  }
}
