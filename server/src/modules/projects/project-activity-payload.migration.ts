import { Migration } from '@mikro-orm/migrations';

/**
 * A new activity's notice carries the row itself and its actor's name, so no instance reads them
 * back before pushing the activity to its subscribers; one that would pass NOTIFY's 8,000 bytes
 * carries the id alone, as before.
 */
export class Migration20261127070200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "project_activity_notify_live"() returns trigger as $$
      declare
        notice text;
      begin
        notice := json_build_object(
          'topic', 'project:' || new.project_id, 'kind', 'activity', 'id', new.id,
          'activity', json_build_object('actorId', new.actor_id,
            'actorName', (select u.artist_name from users u where u.id = new.actor_id), 'kind', new.kind,
            'summary', new.summary, 'createdAt', new.created_at))::text;
        if octet_length(notice) > 7900 then
          notice := json_build_object('topic', 'project:' || new.project_id, 'kind', 'activity',
            'id', new.id)::text;
        end if;
        perform pg_notify('backline_live', notice);
        return new;
      end $$ language plpgsql;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "project_activity_notify_live"() returns trigger as $$
      begin
        perform pg_notify('backline_live', json_build_object(
          'topic', 'project:' || new.project_id, 'kind', 'activity', 'id', new.id)::text);
        return new;
      end $$ language plpgsql;`);
  }
}
