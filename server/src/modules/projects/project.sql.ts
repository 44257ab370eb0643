/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The owner's projects counted by status, for (owner id). */
export const PROJECT_STATUS_COUNTS_SQL =
  'select status, count(*)::int as count from projects where owner_id = ? group by status';

/** A project's track statuses and whether its current lyrics have words, for (project id, project id). */
export const PROJECT_PROGRESS_SQL = `select array(select status::text from project_tracks where project_id = ?) as track_statuses,
        coalesce((select btrim(content) <> '' from lyrics_versions where project_id = ?
          order by version desc limit 1), false) as has_lyrics`;
