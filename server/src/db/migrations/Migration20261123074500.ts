import { Migration } from '@mikro-orm/migrations';

/**
 * Tells every app instance when a session ends (revoked, or deleted with its user): a NOTIFY with
 * the user's id, sent at commit, which evicts the user's sessions from each live-session cache
 * (modules/accounts/session-revocation-feed.ts). Triggers catch every path, cascades included.
 */
export class Migration20261123074500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function notify_session_ended() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('backline_session_revoked', old.user_id::text);
  else
    perform pg_notify('backline_session_revoked', new.user_id::text);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger sessions_revoked after update of revoked_at on sessions for each row
  when (new.revoked_at is not null and old.revoked_at is null) execute function notify_session_ended();`);
    this.addSql(`create trigger sessions_deleted after delete on sessions for each row
  execute function notify_session_ended();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists sessions_deleted on sessions;');
    this.addSql('drop trigger if exists sessions_revoked on sessions;');
    this.addSql('drop function if exists notify_session_ended();');
  }
}
