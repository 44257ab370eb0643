import { Migration } from '@mikro-orm/migrations';

/**
 * `project_coworkers`: for each artist, the artists they work on a project with (its owner or a
 * member who accepted, either way), and on how many projects. Published in collaboration's module
 * description, for My Network's suggestions. Written without a shared subquery, so a filter on
 * `artist_id` reaches the indexes of both sides.
 */
export class Migration20261203092000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "project_coworkers" as
      select mine.artist_id, theirs.artist_id as coworker_id,
             count(distinct mine.project_id)::int as shared_projects
        from (select project_id, owner_id as artist_id from project_owners
              union all select project_id, user_id from project_collaborators) mine
        join (select project_id, owner_id as artist_id from project_owners
              union all select project_id, user_id from project_collaborators) theirs
          on theirs.project_id = mine.project_id and theirs.artist_id <> mine.artist_id
       group by mine.artist_id, theirs.artist_id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "project_coworkers";`);
  }
}
