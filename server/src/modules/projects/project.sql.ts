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
 * Per project the caller is in (owner or member; all, or those in a uuid[] literal), how many of
 * others' activities the caller has not seen: written by a transaction their last look's snapshot did
 * not see, or any before they first looked. The latest news first, for (ids, ids, at most how many
 * projects or null for all).
 */
export const NEWS_BY_PROJECT_SQL = callerSql`select a.project_id as project, count(*)::int as count
  from project_activity a
  join projects p on p.id = a.project_id
  where (p.owner_id = ${CALLER}
         or exists (select 1 from project_members m where m.project_id = p.id and m.member_id = ${CALLER}))
    and (cast(? as uuid[]) is null or a.project_id = any(cast(? as uuid[])))
    and (a.actor_id is null or a.actor_id <> ${CALLER})
    and not exists (select 1 from project_activity_seen s
                     where s.user_id = ${CALLER} and s.project_id = a.project_id
                       and pg_visible_in_snapshot(a.written_by_xact, s.seen_snapshot))
  group by a.project_id
  order by max(a.created_at) desc
  limit cast(? as int)`;
