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
 * The artists the caller has connected with who have (for true) or have not yet (for false)
 * connected back, newest connection first, for paging.
 */
export const CONNECTIONS_BY_MUTUAL_LIST_SQL = callerSql`select mine.to_id as keyset_id,
              -(extract(epoch from mine.created_at) * 1000000)::bigint as keyset_0, mine.to_id as keyset_1
         from connections mine
        where mine.from_id = ${CALLER}
          and exists (select 1 from connections back where back.from_id = mine.to_id and back.to_id = ${CALLER}) = ?`;

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
 * Artists the caller has no connection with either way, for (how many). Drawn from small pools, so
 * no statement counts the whole network: the artists the caller works on a project with
 * (collaboration's `project_coworkers`), artists mutually connected with the caller's mutual
 * connections (only mutual ones, on both steps: a request nobody accepted reveals nothing), up to 200
 * of the caller's genre, the artists of the latest 500 connections made, and the 50 newest. Ranked by
 * the projects shared with the caller, how many of the caller's connections know them, then genre, then
 * how recently they connected, then name.
 */
export const ARTIST_SUGGESTIONS_SQL = callerSql`with friends as (
         select mine.to_id as friend_id from connections mine
          where mine.from_id = ${CALLER}
            and exists (select 1 from connections back where back.from_id = mine.to_id and back.to_id = ${CALLER})),
       through_friends as (
         select theirs.to_id as artist_id, count(*)::int as mutual_connections
           from friends join connections theirs on theirs.from_id = friends.friend_id
          where exists (select 1 from connections back where back.from_id = theirs.to_id and back.to_id = theirs.from_id)
          group by theirs.to_id),
       me as (select genre from public_artists where id = ${CALLER}),
       of_my_genre as (
         select u.id as artist_id from public_artists u, me
          where me.genre <> '' and lower(u.genre) = lower(me.genre)
          limit 200),
       recently_connected as (
         select unnest(array[latest.from_id, latest.to_id]) as artist_id, latest.created_at
           from (select from_id, to_id, created_at from connections order by created_at desc limit 500) latest),
       last_active as (select artist_id, max(created_at) as at from recently_connected group by artist_id),
       newest as (select id as artist_id from public_artists order by created_at desc, id limit 50),
       coworkers as (
         select coworker_id as artist_id, shared_projects from project_coworkers where artist_id = ${CALLER}),
       pool as (
         select artist_id from coworkers
         union select artist_id from through_friends
         union select artist_id from of_my_genre
         union select artist_id from last_active
         union select artist_id from newest)
select u.id, coalesce(t.mutual_connections, 0) as mutual_connections,
       (u.genre <> '' and lower(u.genre) = lower(me.genre)) as same_genre,
       coalesce(w.shared_projects, 0) as shared_projects
  from pool
  join public_artists u on u.id = pool.artist_id
  cross join me
  left join coworkers w on w.artist_id = u.id
  left join through_friends t on t.artist_id = u.id
  left join last_active a on a.artist_id = u.id
 where u.id <> ${CALLER}
   and not exists (select 1 from connections c where c.from_id = ${CALLER} and c.to_id = u.id)
   and not exists (select 1 from connections c where c.from_id = u.id and c.to_id = ${CALLER})
 order by shared_projects desc, mutual_connections desc, same_genre desc, a.at desc nulls last, u.created_at desc,
          lower(u.artist_name), u.id
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
