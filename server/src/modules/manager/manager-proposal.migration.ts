import { Migration } from '@mikro-orm/migrations';

/** A manager's answer may propose a task for today's plan, added only when the artist accepts it. */
export class Migration20261127080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "manager_messages"
      add column "proposed_task_title" varchar(120) null,
      add column "proposed_task_reason" varchar(300) null,
      add column "proposal_accepted_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "manager_messages" drop column "proposed_task_title",
      drop column "proposed_task_reason", drop column "proposal_accepted_at";`);
  }
}
