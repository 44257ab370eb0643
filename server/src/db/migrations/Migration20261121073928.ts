import { Migration } from '@mikro-orm/migrations';

/** My Network: connections between artists, their messages, and notifications (issues 5 and 7). */
export class Migration20261121073928 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "notification_kind" as enum ('CONNECTION', 'MESSAGE');`);
    this.addSql(
      `create table "notifications" ("id" uuid not null, "recipient_id" uuid not null, "kind" "notification_kind" not null, "actor_id" uuid not null, "preview" varchar(200) not null default '', "event_count" int not null default 1, "updated_at" timestamptz not null, "read_at" timestamptz null, constraint "notifications_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "notifications_recipient_id_updated_at_index" on "notifications" ("recipient_id", "updated_at");`,
    );
    this.addSql(
      `create unique index "notifications_one_unread_per_actor" on "notifications" ("recipient_id", "actor_id", "kind") where "read_at" is null;`,
    );

    this.addSql(
      `create table "direct_messages" ("id" uuid not null, "sender_id" uuid not null, "recipient_id" uuid not null, "body" text not null, "sent_at" timestamptz not null, "read_at" timestamptz null, constraint "direct_messages_pkey" primary key ("id"), constraint direct_messages_not_self check (sender_id <> recipient_id));`,
    );
    this.addSql(
      `create index "direct_messages_recipient_id_read_at_index" on "direct_messages" ("recipient_id", "read_at");`,
    );
    this.addSql(
      `create index "direct_messages_sender_id_recipient_id_sent_at_index" on "direct_messages" ("sender_id", "recipient_id", "sent_at");`,
    );

    this.addSql(
      `create table "connections" ("from_id" uuid not null, "to_id" uuid not null, "created_at" timestamptz not null default now(), constraint "connections_pkey" primary key ("from_id", "to_id"), constraint connections_not_self check (from_id <> to_id));`,
    );
    this.addSql(`create index "connections_to_id_index" on "connections" ("to_id");`);

    this.addSql(
      `alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "direct_messages" add constraint "direct_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "direct_messages" add constraint "direct_messages_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "connections" add constraint "connections_from_id_foreign" foreign key ("from_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "connections" add constraint "connections_to_id_foreign" foreign key ("to_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`drop table if exists "direct_messages" cascade;`);

    this.addSql(`drop table if exists "connections" cascade;`);

    this.addSql(`drop type "notification_kind";`);
  }
}
