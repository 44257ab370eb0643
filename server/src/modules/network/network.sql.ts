import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The caller's connections and how many of them are mutual. */
export const NETWORK_COUNTS_SQL = callerSql`select count(*) as connections,
              count(*) filter (where exists (
                select 1 from connections back where back.from_id = mine.to_id and back.to_id = mine.from_id
              )) as mutual
         from connections mine
        where mine.from_id = ${CALLER}`;

/**
 * Other artists whose name contains a text, for paging (shared/keyset-page.ts): names that start with
 * it first, then by name, for (name-prefix pattern, name-part pattern), both patterns
 * `ilike` with `\` escaping.
 */
export const ARTIST_SEARCH_LIST_SQL = callerSql`select u.id as keyset_id, u.artist_name not ilike ? escape '\\' as keyset_0,
              lower(u.artist_name) as keyset_1, u.id as keyset_2
         from public_artists u
        where u.id <> ${CALLER} and u.artist_name ilike ? escape '\\'`;

/** The artists the caller has connected with, newest connection first, for paging. */
export const CONNECTIONS_LIST_SQL = callerSql`select mine.to_id as keyset_id,
              -(extract(epoch from mine.created_at) * 1000000)::bigint as keyset_0, mine.to_id as keyset_1
         from connections mine
        where mine.from_id = ${CALLER}`;

/**
 * The artists who have connected with the caller and wait for a connection back, newest first, for
 * paging.
 */
export const CONNECTION_REQUESTS_LIST_SQL = callerSql`select theirs.from_id as keyset_id,
              -(extract(epoch from theirs.created_at) * 1000000)::bigint as keyset_0, theirs.from_id as keyset_1
         from connections theirs
        where theirs.to_id = ${CALLER}
          and not exists (select 1 from connections back where back.from_id = ${CALLER} and back.to_id = theirs.from_id)`;

/**
 * Artists as cards for the caller, for (artist ids as a PostgreSQL uuid[] literal): public account
 * fields and where the two stand.
 */
export const ARTIST_CARDS_SQL = callerSql`select u.id, u.artist_name, u.role, u.avatar, u.avatar_photo_key, u.genre,
              exists (select 1 from connections c where c.from_id = ${CALLER} and c.to_id = u.id) as connected,
              exists (select 1 from connections c where c.from_id = u.id and c.to_id = ${CALLER}) as connects_back
         from public_artists u
        where u.id = any(cast(? as uuid[]))`;

/**
 * Artists the caller has no connection with either way, for (how many): those most of the caller's
 * own connections have connected with first, then those who make the caller's genre, then the most
 * connected-with; by name last, so the order is stable.
 */
export const ARTIST_SUGGESTIONS_SQL = callerSql`with mine as (select to_id from connections where from_id = ${CALLER}),
       through_mine as (
         select theirs.to_id as artist_id, count(*) as mutual_connections
           from connections theirs join mine on mine.to_id = theirs.from_id
          group by theirs.to_id),
       connected_with as (select to_id as artist_id, count(*) as connection_count from connections group by to_id)
select u.id, coalesce(t.mutual_connections, 0)::int as mutual_connections,
       (u.genre <> '' and lower(u.genre) = lower(me.genre)) as same_genre
  from public_artists u
  join public_artists me on me.id = ${CALLER}
  left join through_mine t on t.artist_id = u.id
  left join connected_with w on w.artist_id = u.id
 where u.id <> ${CALLER}
   and not exists (select 1 from mine where mine.to_id = u.id)
   and not exists (select 1 from connections back where back.from_id = u.id and back.to_id = ${CALLER})
 order by mutual_connections desc, same_genre desc, coalesce(w.connection_count, 0) desc, lower(u.artist_name), u.id
 limit ?`;

/**
 * The caller's conversations, the most recently active first, for (how many): with whom, the latest
 * message either way, and how many of the other artist's messages the caller has not read.
 */
export const RECENT_CONVERSATIONS_SQL = callerSql`with theirs_and_mine as (
         select case when m.sender_id = ${CALLER} then m.recipient_id else m.sender_id end as artist_id,
                m.id, m.body, m.sent_at, m.sender_id = ${CALLER} as from_me,
                (m.recipient_id = ${CALLER} and m.read_at is null) as unread
           from direct_messages m
          where m.sender_id = ${CALLER} or m.recipient_id = ${CALLER}),
       latest as (
         select distinct on (artist_id) artist_id, id, body, sent_at, from_me,
                count(*) filter (where unread) over (partition by artist_id) as unread_count
           from theirs_and_mine
          order by artist_id, sent_at desc, id desc)
select artist_id, id, body, sent_at, from_me, unread_count::int as unread_count
  from latest
 order by sent_at desc, id desc
 limit ?`;
