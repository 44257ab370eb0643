import { Migration } from '@mikro-orm/migrations';

/** Secrets the server generates for itself (the token-signing key), shared by every app instance. */
export class Migration20261123045655 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "server_secrets" ("name" varchar(64) not null, "value" text not null, "created_at" timestamptz not null, constraint "server_secrets_pkey" primary key ("name"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "server_secrets" cascade;`);
  }
}
