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

/**
 * Stores (or moves on) the caller's look at a project (the project's id): now, and the database's
 * snapshot of now (pg_snapshot, which the query builder does not write).
 */
export const MARK_SEEN_SQL = callerSql`insert into project_activity_seen (id, user_id, project_id, seen_at, seen_snapshot)
  values (gen_random_uuid(), ${CALLER}, ?, now(), pg_current_snapshot())
  on conflict (user_id, project_id)
  do update set seen_at = excluded.seen_at, seen_snapshot = excluded.seen_snapshot`;

/**
 * The caller's looks at projects (all, with null, or among the given ids, a uuid[] literal given
 * twice), each with the snapshot it saw.
 */
export const SEEN_MARKS_SQL = callerSql`select project_id, seen_snapshot::text as snapshot from project_activity_seen
  where user_id = ${CALLER} and (cast(? as uuid[]) is null or project_id = any(cast(? as uuid[])))`;
