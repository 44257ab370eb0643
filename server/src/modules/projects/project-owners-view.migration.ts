import { Migration } from '@mikro-orm/migrations';

/**
 * `project_owners`: which artist owns each project, for a module whose one statement must know it
 * (the collaboration module's `project_coworkers`). Published in projects's module description.
 */
export class Migration20261203091000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "project_owners" as select id as project_id, owner_id from projects;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "project_owners";`);
  }
}
