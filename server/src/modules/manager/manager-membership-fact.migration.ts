import { Migration } from '@mikro-orm/migrations';

/**
 * Whether the artist works on a project shared with them (ManagerFacts), kept when they join or leave
 * one, so a header poll need not count their memberships. Filled in for every artist as it stands.
 */
export class Migration20261203090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "manager_facts"
      add column "in_shared_projects" boolean not null default false;`);
    this.addSql(`update "manager_facts" f set "in_shared_projects" = true
      where exists (select 1 from "project_collaborators" c where c."user_id" = f."owner_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "manager_facts" drop column "in_shared_projects";`);
  }
}
