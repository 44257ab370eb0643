import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The caller's projects counted by status. */
export const PROJECT_STATUS_COUNTS_SQL = callerSql`select status, count(*)::int as count from projects where owner_id = ${CALLER} group by status`;

/**
 * The caller's projects that hold each of the given tracks, A to Z, for paging by group
 * (shared/keyset-page.ts), for (track ids as a uuid[] literal): grouped by track.
 */
export const PROJECTS_HOLDING_TRACKS_LIST_SQL = callerSql`select p.id as keyset_id, pt.track_id as keyset_group,
              p.title as keyset_0, p.id as keyset_1
         from project_tracks pt
         join projects p on p.id = pt.project_id
        where p.owner_id = ${CALLER} and pt.track_id = any(cast(? as uuid[]))`;
