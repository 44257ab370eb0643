import { Migration } from '@mikro-orm/migrations';

/** Idempotency keys of creates: one per artist and key, gone with the artist. */
export class Migration20261123041740 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("id" uuid not null, "user_id" uuid not null, "key" varchar(255) not null, "operation" varchar(64) not null, "fingerprint" varchar(64) not null, "result_id" uuid null, "created_at" timestamptz not null, constraint "idempotency_keys_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_key_unique" unique ("user_id", "key");`,
    );
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
