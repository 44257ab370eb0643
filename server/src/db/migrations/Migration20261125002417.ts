import { Migration } from '@mikro-orm/migrations';

/**
 * The schema's units and sizes (docs/api-conventions.md): the profile's counts become bigint (they
 * can pass 2^31; the API carries them as SafeInt), revenue's column says its currency, and a manager
 * task's minutes say what they measure.
 */
export class Migration20261125002417 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "profiles"
  alter column "total_streams" type bigint,
  alter column "followers" type bigint,
  alter column "following" type bigint,
  alter column "monthly_listeners" type bigint;`);
    // The check constraint profiles_figures_non_negative follows the renamed column.
    this.addSql(`alter table "profiles" rename column "total_revenue" to "total_revenue_usd";`);
    this.addSql(`alter table "manager_tasks" rename column "minutes" to "estimated_minutes";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "manager_tasks" rename column "estimated_minutes" to "minutes";`);
    this.addSql(`alter table "profiles" rename column "total_revenue_usd" to "total_revenue";`);
    this.addSql(`alter table "profiles"
  alter column "total_streams" type int,
  alter column "followers" type int,
  alter column "following" type int,
  alter column "monthly_listeners" type int;`);
  }
}
