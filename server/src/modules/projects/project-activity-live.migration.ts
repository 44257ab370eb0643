import { Migration } from '@mikro-orm/migrations';

/** Each new activity is told to the project's live subscribers, on commit (live/live-feed.ts). */
export class Migration20261127060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "project_activity_notify_live"() returns trigger as $$
      begin
        perform pg_notify('backline_live', json_build_object(
          'topic', 'project:' || new.project_id, 'kind', 'activity', 'id', new.id)::text);
        return new;
      end $$ language plpgsql;`);
    this.addSql(`create trigger "project_activity_live" after insert on "project_activity"
      for each row execute function "project_activity_notify_live"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger "project_activity_live" on "project_activity";');
    this.addSql('drop function "project_activity_notify_live"();');
  }
}
