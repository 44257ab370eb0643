import { Migration } from '@mikro-orm/migrations';

/**
 * An answer may propose more than a task: a project's target release date, or a pitch note kept
 * with a project. The task's columns become the proposal's; earlier proposals were all tasks.
 */
export class Migration20261128080100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "manager_messages" rename column "proposed_task_title" to "proposal_title";`);
    this.addSql(`alter table "manager_messages" rename column "proposed_task_reason" to "proposal_reason";`);
    this.addSql(`alter table "manager_messages"
      add column "proposal_kind" varchar(20) null,
      add column "proposal_project_id" uuid null,
      add column "proposal_release_date" date null,
      add column "proposal_note" text null;`);
    this.addSql(`update "manager_messages" set "proposal_kind" = 'TASK' where "proposal_title" is not null;`);
    this.addSql(`alter table "manager_messages" add constraint "manager_messages_proposal_kind_check"
      check ("proposal_kind" in ('TASK', 'RELEASE_DATE', 'PITCH_NOTE'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "manager_messages" where "proposal_kind" in ('RELEASE_DATE', 'PITCH_NOTE');`);
    this.addSql(`alter table "manager_messages" drop constraint "manager_messages_proposal_kind_check",
      drop column "proposal_kind", drop column "proposal_project_id",
      drop column "proposal_release_date", drop column "proposal_note";`);
    this.addSql(`alter table "manager_messages" rename column "proposal_title" to "proposed_task_title";`);
    this.addSql(`alter table "manager_messages" rename column "proposal_reason" to "proposed_task_reason";`);
  }
}
