import { CALLER, callerSql } from '../../shared/caller-sql.js';

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

/** How many of the caller's notifications are unread. */
export const UNREAD_COUNT_SQL = callerSql`select count(*)::int from notifications
        where recipient_id = ${CALLER} and read_at is null`;

/**
 * The caller's notifications, the latest first, for paging (shared/keyset-page.ts), each with its
 * actor as the caller's network shows them (the columns of network's ARTIST_CARDS_SQL), so a page is
 * one statement. `updated_at` is set by the database to the microsecond, finer than a JavaScript date
 * holds: its key is the epoch in microseconds, negated for the latest first.
 */
export const NOTIFICATION_LIST_SQL = callerSql`select n.id as keyset_id,
              -(extract(epoch from n.updated_at) * 1000000)::bigint as keyset_0, n.id as keyset_1,
              n.id as notification_id, n.kind, n.preview, n.event_count, n.updated_at,
              n.read_at is not null as read,
              u.id, u.artist_name, u.role, u.avatar, u.avatar_photo_key, u.genre,
              exists (select 1 from artist_connections c where c.from_id = ${CALLER} and c.to_id = u.id) as connected,
              exists (select 1 from artist_connections c where c.from_id = u.id and c.to_id = ${CALLER}) as connects_back
         from notifications n
         join public_artists u on u.id = n.actor_id
        where n.recipient_id = ${CALLER}`;
