/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/**
 * Records an event for (id, recipient, kind, actor, preview), or refreshes the unread one of the same
 * kind from the same actor.
 */
export const NOTIFY_SQL = `insert into notifications (id, recipient_id, kind, actor_id, preview, event_count, updated_at)
       values (?, ?, ?, ?, ?, 1, now())
       on conflict (recipient_id, actor_id, kind) where read_at is null
       do update set preview = excluded.preview, event_count = notifications.event_count + 1,
                     updated_at = excluded.updated_at`;

/**
 * The recipient's notifications, the latest first, for paging (shared/keyset-page.ts), for (recipient
 * id). `updated_at` is set by the database to the microsecond, finer than a JavaScript date holds.
 */
export const NOTIFICATION_LIST_SQL = `select n.id as keyset_id,
              -(extract(epoch from n.updated_at) * 1000000)::bigint as keyset_0, n.id as keyset_1
         from notifications n
        where n.recipient_id = ?`;
