import { Migration } from '@mikro-orm/migrations';

/** A membership that ends is told to the project's live subscribers, so the member's stop at once. */
export class Migration20261127060100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "project_collaborators_notify_live"() returns trigger as $$
      begin
        perform pg_notify('backline_live', json_build_object(
          'topic', 'project:' || old.project_id, 'kind', 'member-left', 'userId', old.user_id)::text);
        return old;
      end $$ language plpgsql;`);
    this.addSql(`create trigger "project_collaborators_live" after delete on "project_collaborators"
      for each row execute function "project_collaborators_notify_live"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger "project_collaborators_live" on "project_collaborators";');
    this.addSql('drop function "project_collaborators_notify_live"();');
  }
}
