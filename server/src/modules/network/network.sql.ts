/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The viewer's connections and how many of them are mutual, for (viewer id). */
export const NETWORK_COUNTS_SQL = `select count(*) as connections,
              count(*) filter (where exists (
                select 1 from connections back where back.from_id = mine.to_id and back.to_id = mine.from_id
              )) as mutual
         from connections mine
        where mine.from_id = ?`;

/**
 * Other artists whose name contains a text, for paging (shared/keyset-page.ts): names that start with
 * it first, then by name, for (name-prefix pattern, viewer id, name-part pattern), both patterns
 * `ilike` with `\` escaping.
 */
export const ARTIST_SEARCH_LIST_SQL = `select u.id as keyset_id, u.artist_name not ilike ? escape '\\' as keyset_0,
              lower(u.artist_name) as keyset_1, u.id as keyset_2
         from users u
        where u.id <> ? and u.artist_name ilike ? escape '\\'`;

/** The artists the viewer has connected with, newest connection first, for paging, for (viewer id). */
export const CONNECTIONS_LIST_SQL = `select mine.to_id as keyset_id,
              -(extract(epoch from mine.created_at) * 1000000)::bigint as keyset_0, mine.to_id as keyset_1
         from connections mine
        where mine.from_id = ?`;

/**
 * The artists who have connected with the viewer and wait for a connection back, newest first, for
 * paging, for (viewer id, viewer id).
 */
export const CONNECTION_REQUESTS_LIST_SQL = `select theirs.from_id as keyset_id,
              -(extract(epoch from theirs.created_at) * 1000000)::bigint as keyset_0, theirs.from_id as keyset_1
         from connections theirs
        where theirs.to_id = ?
          and not exists (select 1 from connections back where back.from_id = ? and back.to_id = theirs.from_id)`;

/**
 * Artists as cards for the viewer, for (viewer id, viewer id, artist ids as a PostgreSQL uuid[]
 * literal): public account fields and where the two stand.
 */
export const ARTIST_CARDS_SQL = `select u.id, u.artist_name, u.role, u.avatar, u.genre,
              exists (select 1 from connections c where c.from_id = ? and c.to_id = u.id) as connected,
              exists (select 1 from connections c where c.from_id = u.id and c.to_id = ?) as connects_back
         from users u
        where u.id = any(cast(? as uuid[]))`;
