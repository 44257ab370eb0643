import { Migration } from '@mikro-orm/migrations';

/** The artist's display role, plan label and emoji avatar, with defaults for existing accounts. */
export class Migration20261121055927 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "subscription_plan" as enum ('CREATOR', 'PROFESSIONAL');`);
    this.addSql(
      `alter table "users" add column "role" varchar(60) not null default 'Independent Artist', add column "plan" "subscription_plan" not null default 'CREATOR', add column "avatar" varchar(16) not null default '🎧';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "role", drop column "plan", drop column "avatar";`);
    this.addSql(`drop type "subscription_plan";`);
  }
}
