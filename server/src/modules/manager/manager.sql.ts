import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

export const STUCK_AFTER_DAYS = 7;
const MASTERED = (track: string) =>
  `exists(select 1 from project_tracks pt where pt.track_id = ${track} and pt.status = 'MASTERED')`;

/**
 * Where each of the rules' findings lives, for an owner `p.owner` at `p.now`: the facts statement
 * reads the first match's title, the count of open tasks only whether there is one.
 */
const STUCK_IN_MIXING = `from projects m
        where m.owner_id = p.owner and m.status = 'MIXING' and m.updated_at <= p.now - interval '${STUCK_AFTER_DAYS} days'`;
const RELEASED_WITHOUT_LYRICS = `from projects r
        where r.owner_id = p.owner and r.status = 'RELEASED'
          and not exists (select 1 from lyrics_versions l where l.project_id = r.id and btrim(l.content) <> '')`;
const DRAFT_WITHOUT_TRACKS = `from projects d
        where d.owner_id = p.owner and d.status = 'DRAFT'
          and not exists (select 1 from project_tracks pt where pt.project_id = d.id)`;
const TRACK_OUTSIDE_PLAYLISTS = `from tracks t
        where t.owner_id = p.owner and not exists (select 1 from playlist_entries e where e.track_id = t.id)`;
const NOTES_THIS_WEEK = `from notes where owner_id = p.owner and created_at > p.now - interval '7 days'`;

/** What the manager's rules read about the caller, in one statement, for (now). */
export const ARTIST_FACTS_SQL = callerSql`with params as (select cast(${CALLER} as uuid) as owner, cast(? as timestamptz) as now)
    select
      (select count(*)::int from tracks where owner_id = p.owner) as track_count,
      (select count(*)::int from playlists where owner_id = p.owner) as playlist_count,
      (select count(*)::int from projects where owner_id = p.owner) as project_count,
      (select json_build_object('title', t.title, 'mastered', ${MASTERED('t.id')})
        ${TRACK_OUTSIDE_PLAYLISTS}
        order by ${MASTERED('t.id')} desc, t.created_at desc, t.id
        limit 1) as track_outside_playlists,
      (select json_build_object('title', m.title, 'days', floor(extract(epoch from (p.now - m.updated_at)) / 86400)::int)
        ${STUCK_IN_MIXING}
        order by m.updated_at, m.id limit 1) as stuck_in_mixing,
      (select r.title ${RELEASED_WITHOUT_LYRICS}
        order by r.updated_at desc, r.id limit 1) as released_without_lyrics,
      (select d.title ${DRAFT_WITHOUT_TRACKS}
        order by d.updated_at desc, d.id limit 1) as draft_without_tracks,
      (select count(*)::int ${NOTES_THIS_WEEK}) as notes_this_week
    from params p`;

/**
 * Whether the artist has chosen a manager; how many of the day's tasks are planned in that manager's
 * style and still open; and, only when chosen and none is planned yet, how many of the rules' data
 * tasks apply: whether each finding exists, without reading it (see `dataTasks` in plan-rules.ts, one
 * term per rule). One statement for the caller and (plan date, now, the style of an artist with no state
 * row yet), the manager's state included: no row reads as the initial state, chosen in that style.
 */
export const OPEN_TASKS_TODAY_SQL = callerSql`select p.chosen, p.style, today.planned, today.open,
      case when not p.chosen or today.planned > 0 then 0 else
        (not exists (select 1 from tracks where owner_id = p.owner))::int
        + (exists (select 1 ${STUCK_IN_MIXING}))::int
        + (exists (select 1 ${DRAFT_WITHOUT_TRACKS}))::int
        + (exists (select 1 ${TRACK_OUTSIDE_PLAYLISTS}))::int
        + (exists (select 1 ${RELEASED_WITHOUT_LYRICS}))::int
        + (not exists (select 1 from projects where owner_id = p.owner)
            or not exists (select 1 ${NOTES_THIS_WEEK}))::int
      end as data_tasks
    from (select given.owner, given.day, given.now,
                 s.owner_id is null or s.chosen_at is not null as chosen,
                 coalesce(s.style, given.initial_style) as style
            from (select cast(${CALLER} as uuid) as owner, cast(? as date) as day, cast(? as timestamptz) as now,
                         cast(? as manager_style) as initial_style) as given
            left join manager_states s on s.owner_id = given.owner) as p
    cross join lateral (select count(*)::int as planned, (count(*) filter (where completed_at is null))::int as open
        from manager_tasks where owner_id = p.owner and plan_date = p.day and style = p.style) as today`;
