import { Migration } from '@mikro-orm/migrations';

/**
 * When each project moved to the stage it is in: the manager tells how long a song has waited in
 * mixing or mastering. Projects that moved before it was kept count from their last change.
 */
export class Migration20261127070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "projects" add column "stage_changed_at" timestamptz not null default now();`);
    this.addSql(`update "projects" set "stage_changed_at" = "updated_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "projects" drop column "stage_changed_at";`);
  }
}
