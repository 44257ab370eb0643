/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The viewer's connections and how many of them are mutual, for (viewer id). */
export const NETWORK_COUNTS_SQL = `select count(*) as connections,
              count(*) filter (where exists (
                select 1 from connections back where back.from_id = mine.to_id and back.to_id = mine.from_id
              )) as mutual
         from connections mine
        where mine.from_id = ?`;
