import { Migration } from '@mikro-orm/migrations';

/** Accounts, sessions with refresh tokens, the waitlist and shared rate-limit counters. */
export class Migration20261121035731 extends Migration {
  override async up(): Promise<void> {
    // Counters of rate-limiter-flexible, shared by every app process (see modules/rate-limits).
    this.addSql(
      `create table "rate_limits" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "artist_name" varchar(100) not null, "genre" varchar(50) not null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "users" add constraint "users_email_normalized" check ("email" = lower(btrim("email")));`,
    );

    this.addSql(
      `create table "sessions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "revoked_at" timestamptz null, constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "refresh_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "session_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "refresh_tokens_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "refresh_tokens_session_id_index" on "refresh_tokens" ("session_id");`);

    this.addSql(
      `create table "waitlist_entries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(254) not null, "name" varchar(100) not null, "referral_code" varchar(16) not null, "referred_by_id" uuid null, constraint "waitlist_entries_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_email_normalized" check ("email" = lower(btrim("email")));`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_referral_code_unique" unique ("referral_code");`,
    );
    this.addSql(
      `create index "waitlist_entries_referred_by_id_index" on "waitlist_entries" ("referred_by_id");`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_referred_by_id_foreign" foreign key ("referred_by_id") references "waitlist_entries" ("id") on update cascade on delete set null;`,
    );
  }
}
