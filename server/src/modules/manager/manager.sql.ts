import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/**
 * Whether the caller has chosen a manager; how many of the day's tasks are planned in that manager's
 * style and still open; and the stored facts (ManagerFacts) the rules count the unplanned day's tasks
 * from. One statement over the manager's own tables for (plan date, the style of an artist with no
 * state row yet): no state row reads as the initial state, chosen in that style.
 */
export const OPEN_TASKS_TODAY_SQL = callerSql`select p.chosen, p.style, today.planned, today.open,
      f.id is not null as has_facts, f.track_count, f.project_count,
      f.outside_playlists_title, f.outside_playlists_mastered, f.mixing_title, f.mixing_since,
      f.draft_without_tracks, f.released_without_lyrics, f.latest_note_at,
      f.unconfirmed_key_count, f.peaking_title, f.peaking_true_peak_dbtp,
      f.peaking_version_title, f.peaking_version_number, f.peaking_version_dbtp, f.in_shared_projects
    from (select given.owner, given.day,
                 s.owner_id is null or s.chosen_at is not null as chosen,
                 coalesce(s.style, given.initial_style) as style
            from (select cast(${CALLER} as uuid) as owner, cast(? as date) as day,
                         cast(? as manager_style) as initial_style) as given
            left join manager_states s on s.owner_id = given.owner) as p
    cross join lateral (select count(*)::int as planned, (count(*) filter (where completed_at is null))::int as open
        from manager_tasks where owner_id = p.owner and plan_date = p.day and style = p.style) as today
    left join manager_facts f on f.owner_id = p.owner`;
