import { Migration } from '@mikro-orm/migrations';

/** The AI manager: the artist's relationship, daily plan tasks and conversation (issue 7). */
export class Migration20261121064753 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "manager_style" as enum ('HUSTLER', 'STRATEGIST', 'CREATIVE', 'ENTREPRENEUR');`);
    this.addSql(
      `create type "task_category" as enum ('RELEASE', 'PRODUCTION', 'PROMOTION', 'BUSINESS', 'CREATIVE', 'PLANNING');`,
    );
    this.addSql(`create type "task_priority" as enum ('HIGH', 'MEDIUM', 'LOW');`);
    this.addSql(`create type "message_author" as enum ('ARTIST', 'MANAGER');`);
    this.addSql(
      `create table "manager_tasks" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "style" "manager_style" not null, "plan_date" date not null, "rule_key" varchar(60) not null, "title" varchar(200) not null, "description" text not null, "category" "task_category" not null, "priority" "task_priority" not null, "minutes" int not null, "impact" int not null, "reasoning" text not null, "success_metrics" text[] not null, "deadline" timestamptz not null, "completed_at" timestamptz null, constraint "manager_tasks_pkey" primary key ("id"), constraint manager_tasks_impact_range check (impact between 1 and 10));`,
    );
    this.addSql(
      `create index "manager_tasks_owner_id_plan_date_index" on "manager_tasks" ("owner_id", "plan_date");`,
    );
    this.addSql(
      `alter table "manager_tasks" add constraint "manager_tasks_owner_id_plan_date_style_rule_key_unique" unique ("owner_id", "plan_date", "style", "rule_key");`,
    );

    this.addSql(
      `create table "manager_states" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "style" "manager_style" not null default 'STRATEGIST', "chosen_at" timestamptz null, "satisfaction" int not null default 85, "level" int not null default 3, "completed_since_chosen" int not null default 0, "pathway_started_at" timestamptz not null, constraint "manager_states_pkey" primary key ("id"), constraint manager_states_level_positive check (level >= 1), constraint manager_states_satisfaction_range check (satisfaction between 0 and 100));`,
    );
    this.addSql(
      `alter table "manager_states" add constraint "manager_states_owner_id_unique" unique ("owner_id");`,
    );

    this.addSql(
      `create table "manager_messages" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "style" "manager_style" not null, "author" "message_author" not null, "content" text not null, constraint "manager_messages_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "manager_messages_owner_id_created_at_index" on "manager_messages" ("owner_id", "created_at");`,
    );

    this.addSql(
      `alter table "manager_tasks" add constraint "manager_tasks_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "manager_states" add constraint "manager_states_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "manager_messages" add constraint "manager_messages_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "manager_tasks" cascade;`);

    this.addSql(`drop table if exists "manager_states" cascade;`);

    this.addSql(`drop table if exists "manager_messages" cascade;`);

    this.addSql(`drop type "manager_style";`);
    this.addSql(`drop type "task_category";`);
    this.addSql(`drop type "task_priority";`);
    this.addSql(`drop type "message_author";`);
  }
}
