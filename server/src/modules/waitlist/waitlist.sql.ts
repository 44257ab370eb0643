/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** An entry's place in line and its referrals, for (referrals that move to the front, entry id). */
export const WAITLIST_STANDING_SQL = `WITH counted AS (
         SELECT e.id, e.created_at,
                (SELECT count(*) FROM waitlist_entries r WHERE r.referred_by_id = e.id) AS referral_count
           FROM waitlist_entries e
       ), ranked AS (
         SELECT id, referral_count,
                row_number() OVER (ORDER BY (referral_count >= ?) DESC, created_at, id) AS position
           FROM counted
       )
       SELECT position, referral_count FROM ranked WHERE id = ?`;
