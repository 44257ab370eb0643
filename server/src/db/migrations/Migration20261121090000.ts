import { Migration } from '@mikro-orm/migrations';

/**
 * Daily tasks use the description's categories (networking, content, promotion, business,
 * production) and priorities (urgent, high, medium, low). Stored tasks are mapped by their rule.
 */
export class Migration20261121090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "task_category" rename to "task_category_before_0900";`);
    this.addSql(
      `create type "task_category" as enum ('NETWORKING', 'CONTENT', 'PROMOTION', 'BUSINESS', 'PRODUCTION');`,
    );
    this.addSql(`alter table "manager_tasks" alter column "category" type "task_category" using (case
      when rule_key in ('entrepreneur-outreach') then 'NETWORKING'
      when rule_key in ('hustler-clip', 'creative-freewrite', 'creative-artwork', 'released-without-lyrics', 'capture-ideas') then 'CONTENT'
      when rule_key in ('hustler-date') then 'BUSINESS'
      when rule_key in ('creative-listen') then 'PRODUCTION'
      when category::text in ('PLANNING') then 'BUSINESS'
      when category::text in ('CREATIVE') then 'CONTENT'
      when category::text in ('RELEASE') then 'PRODUCTION'
      else category::text end)::"task_category";`);
    this.addSql(`drop type "task_category_before_0900";`);
    this.addSql(`alter type "task_priority" add value if not exists 'URGENT' before 'HIGH';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter type "task_category" rename to "task_category_after_0900";`);
    this.addSql(
      `create type "task_category" as enum ('RELEASE', 'PRODUCTION', 'PROMOTION', 'BUSINESS', 'CREATIVE', 'PLANNING');`,
    );
    this.addSql(`alter table "manager_tasks" alter column "category" type "task_category" using (case
      when category::text = 'NETWORKING' then 'BUSINESS'
      when category::text = 'CONTENT' then 'CREATIVE'
      else category::text end)::"task_category";`);
    this.addSql(`drop type "task_category_after_0900";`);
    this.addSql(`update "manager_tasks" set "priority" = 'HIGH' where "priority" = 'URGENT';`);
  }
}
