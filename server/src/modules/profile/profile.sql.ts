import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/**
 * Another artist's public profile as the caller sees it, for (the artist's id): never the caller's
 * own (that is `profile`), never a figure they keep to themselves.
 */
export const PUBLIC_PROFILE_SQL = callerSql`select p.bio, p.location, p.website,
              p.spotify, p.soundcloud, p.instagram, p.twitter
         from public_profiles p
        where p.user_id = ? and p.user_id <> ${CALLER}`;
