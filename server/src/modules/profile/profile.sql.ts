/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/**
 * Artists' public profiles, for (their ids as a PostgreSQL uuid[] literal): only what the
 * `public_profiles` view holds, which any signed-in artist may read on an artist's page.
 */
export const PUBLIC_PROFILES_SQL = `select p.user_id as artist_id, p.bio, p.location, p.website,
              p.spotify, p.soundcloud, p.instagram, p.twitter
         from public_profiles p
        where p.user_id = any(cast(? as uuid[]))`;
