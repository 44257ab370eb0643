import { Migration } from '@mikro-orm/migrations';

/** A new or refreshed notification is told to its recipient's live subscribers, on commit. */
export class Migration20261127060200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "notifications_notify_live"() returns trigger as $$
      begin
        perform pg_notify('backline_live', json_build_object(
          'topic', 'user:' || new.recipient_id, 'kind', 'notification', 'id', new.id)::text);
        return new;
      end $$ language plpgsql;`);
    this.addSql(`create trigger "notifications_live" after insert or update on "notifications"
      for each row when (new.read_at is null) execute function "notifications_notify_live"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger "notifications_live" on "notifications";');
    this.addSql('drop function "notifications_notify_live"();');
  }
}
