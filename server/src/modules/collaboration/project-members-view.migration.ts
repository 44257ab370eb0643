import { Migration } from '@mikro-orm/migrations';

/**
 * `project_members`: who is a member of each shared project (an invitation accepted), for other
 * modules' own statements (a project's news, read where its owner or a member may read it).
 * Published in collaboration's module description.
 */
export class Migration20261203093000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "project_members" as
      select project_id, user_id as member_id from project_collaborators;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "project_members";`);
  }
}
