import { describe, expect, it } from 'vitest';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, insertTracks, newArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { Note } from '../notes/note.entity.js';
import { Playlist } from '../playlists/playlist.entity.js';
import { PlaylistEntry } from '../playlists/playlist-entry.entity.js';
import { Profile } from '../profile/profile.entity.js';
import { Project, ProjectStatus } from '../projects/project.entity.js';
import { ProjectGenre } from '../projects/project-catalogue.js';
import type { Track } from '../tracks/track.entity.js';
import { GrowthMetric } from './growth-metric.js';
import { adjustSatisfaction, ManagerService } from './manager.service.js';
import { ManagerConversationService, NO_MANAGER_CHOSEN } from './manager-conversation.service.js';
import { ManagerStyle } from './manager-personas.js';
import { ManagerState } from './manager-state.entity.js';
import { ManagerTask } from './manager-task.entity.js';
import { OfflineAdvisor } from './offline-advisor.js';
import { OutlookFigure } from './outlook-figure.js';
import { draftDailyPlan } from './plan-rules.js';
import { readProfileFigures } from './profile-figures.js';

const db = useTestDatabase();
const { fork } = db;

/** How many sessions of this database wait for a lock another holds. */
async function waitingOnLocks(): Promise<number> {
  const rows = await fork().execute<{ waiting: string }[]>(
    "select count(*) as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return Number(rows[0]?.waiting);
}

/** A manager service whose clock the test moves. */
function managerAt(iso: string) {
  const clock = { now: new Date(iso) };
  const manager = new ManagerService(testServices(db.orm).managerFacts, readProfileFigures, () => clock.now);
  return { manager, clock };
}

describe('ManagerService relationship', () => {
  it('registration makes the strategist already chosen at 85% and level 3: a plan and answers at once', async () => {
    const { accounts, manager, managerConversation } = testServices(db.orm);
    const { user } = await accounts.register(fork(), newArtist(), { clientAddress: '203.0.113.9' });
    const stored = await fork().findOneOrFail(ManagerState, { owner: user.id });
    expect(stored).toMatchObject({ style: ManagerStyle.STRATEGIST, satisfaction: 85, level: 3 });
    expect(stored.chosenAt).toBeInstanceOf(Date);
    expect((await manager.planToday(fork(), user.id)).length).toBeGreaterThanOrEqual(2);
    const answer = await managerConversation.ask(fork(), user.id, 'How do I grow?');
    expect(answer.content.length).toBeGreaterThan(0);
  });

  it('reads of an artist with no state row answer the initial state and write nothing', async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    expect(await manager.state(fork(), artist.id)).toMatchObject({
      style: ManagerStyle.STRATEGIST,
      satisfaction: 85,
      level: 3,
      chosenAt: expect.any(Date),
    });
    // The header's poll counts the tasks today's plan will hold without storing them.
    const open = await manager.openTasksToday(fork(), artist.id);
    await manager.outlook(fork(), artist.id);
    expect(await manager.todaysPlan(fork(), artist.id)).toEqual([]);
    expect(await fork().count(ManagerState, {})).toBe(0);
    expect(await fork().count(ManagerTask, {})).toBe(0);
    expect(open).toBe((await manager.planToday(fork(), artist.id)).length);
    expect(open).toBeGreaterThanOrEqual(2);
  });

  it('counts the open tasks each data rule adds to the draft, as drafting the plan would, without storing it', async () => {
    const now = '2026-11-21T09:00:00Z';
    const { manager } = managerAt(now);
    /** An artist with a track in a playlist and a project in mastering with a note this week: no data task. */
    async function quietArtist() {
      const em = fork();
      const artist = await insertArtist(em);
      const [track] = await insertTracks(em, artist, 1);
      const playlist = new Playlist(artist, 'Set');
      const project = new Project({
        owner: artist,
        title: 'Song',
        genre: ProjectGenre.ELECTRONIC,
        artwork: '🎵',
      });
      project.status = ProjectStatus.MASTERING;
      em.persist([playlist, new PlaylistEntry(playlist, track as Track, 0), project]);
      em.persist(new Note({ owner: artist, project, content: 'A hook' }));
      await em.flush();
      await em.execute(`update notes set created_at = ? where owner_id = ?`, [now, artist.id]);
      return { artist, project };
    }
    const cases: [string, () => Promise<string>, number][] = [
      ['a new artist: first track, first project', async () => (await insertArtist(fork())).id, 4],
      ['nothing to do from the data', async () => (await quietArtist()).artist.id, 2],
      [
        'a track outside every playlist',
        async () => {
          const { artist } = await quietArtist();
          await fork().execute('delete from playlist_entries');
          return artist.id;
        },
        3,
      ],
      [
        'a mix untouched for ten days',
        async () => {
          const { artist, project } = await quietArtist();
          await fork().execute(
            `update projects set status = 'MIXING', updated_at = timestamptz '${now}' - interval '10 days' where id = ?`,
            [project.id],
          );
          return artist.id;
        },
        3,
      ],
      [
        'a project waiting twelve days in mastering for its owner',
        async () => {
          const { artist, project } = await quietArtist();
          await fork().execute(
            `update projects set stage_changed_at = timestamptz '${now}' - interval '12 days' where id = ?`,
            [project.id],
          );
          return artist.id;
        },
        3,
      ],
      [
        'a draft with no track',
        async () => {
          const { artist, project } = await quietArtist();
          await fork().execute(`update projects set status = 'DRAFT' where id = ?`, [project.id]);
          return artist.id;
        },
        3,
      ],
      [
        'a release without lyrics',
        async () => {
          const { artist, project } = await quietArtist();
          await fork().execute(`update projects set status = 'RELEASED', released_at = ? where id = ?`, [
            now,
            project.id,
          ]);
          return artist.id;
        },
        3,
      ],
      [
        'no note this week',
        async () => {
          const { artist } = await quietArtist();
          await fork().execute(`update notes set created_at = timestamptz '${now}' - interval '8 days'`);
          return artist.id;
        },
        3,
      ],
    ];
    for (const [label, makeArtist, expected] of cases) {
      await fork().execute('truncate users cascade');
      const artistId = await makeArtist();
      const drafted = draftDailyPlan(
        ManagerStyle.STRATEGIST,
        await manager.artistFacts(fork(), artistId),
        Math.floor(new Date(now).getTime() / 86_400_000),
      );
      expect(await manager.openTasksToday(fork(), artistId), label).toBe(expected);
      expect(drafted.length, label).toBe(expected);
      expect(await fork().count(ManagerTask, {}), label).toBe(0);
    }
  });

  it("planToday stores the day's plan once; todaysPlan reads it and stores nothing itself", async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    expect(await manager.todaysPlan(fork(), artist.id)).toEqual([]);
    expect(await fork().count(ManagerTask, {})).toBe(0);

    const planned = await manager.planToday(fork(), artist.id);
    const again = await manager.planToday(fork(), artist.id);
    const read = await manager.todaysPlan(fork(), artist.id);

    expect(planned.length).toBeGreaterThanOrEqual(2);
    expect(again.map((task) => task.id)).toEqual(planned.map((task) => task.id));
    expect(read.map((task) => task.id)).toEqual(planned.map((task) => task.id));
    expect(await fork().count(ManagerTask, {})).toBe(planned.length);
  });

  it("keeps the day's plan in line with the work: a task whose ground is gone is replaced, a completed one stays", async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    const first = await manager.planToday(fork(), artist.id);
    expect(first.map((task) => task.title).slice(0, 2)).toEqual([
      'Upload your first track',
      'Start a song project',
    ]);
    await manager.completeTask(fork(), artist.id, first[0]?.id as string);

    await testServices(db.orm).projects.createProject(fork(), artist.id, { title: 'Basement Jam' });
    const again = await manager.planToday(fork(), artist.id);

    expect(again.map((task) => [task.title, task.completedAt !== null])).toEqual([
      ['Upload your first track', true],
      // The project exists now: its task gives way to what the new draft calls for, in its place.
      ['Record a first take for "Basement Jam"', false],
      ...first.slice(2).map((task) => [task.title, false]),
    ]);
    expect(again[1]?.id).toBe(first[1]?.id);
    expect(again[1]?.reasoning).toBe(
      '"Basement Jam" is a draft with no audio yet; a first take turns an idea into a project.',
    );
    expect(await manager.openTasksToday(fork(), artist.id)).toBe(3);
  });

  it('planToday inside a mutation’s unit of work answers the plan another request stored first', async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    // The other request stores the plan and holds its transaction open; this one misses the
    // uncommitted rows, drafts its own and waits on the unique index until the other commits.
    let stored!: () => void;
    let release!: () => void;
    const othersStored = new Promise<void>((resolve) => {
      stored = resolve;
    });
    const othersCommit = new Promise<void>((resolve) => {
      release = resolve;
    });
    const other = unitOfWork(fork(), async (tx) => {
      const plan = await manager.planToday(tx, artist.id);
      stored();
      await othersCommit;
      return plan;
    });
    await othersStored;
    const mine = unitOfWork(fork(), (tx) => manager.planToday(tx, artist.id));
    await expect.poll(() => waitingOnLocks(), { timeout: 10_000 }).toBe(1);
    release();

    const othersPlan = await other;
    expect((await mine).map((task) => task.id)).toEqual(othersPlan.map((task) => task.id));
    expect(await fork().count(ManagerTask, {})).toBe(othersPlan.length);
  });

  it('asking before any manager is chosen (a row from before the rule) is refused', async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    await fork().persist(new ManagerState(artist)).flush();
    expect(await manager.planToday(fork(), artist.id)).toEqual([]);
    expect(await manager.openTasksToday(fork(), artist.id)).toBe(0);
    const conversation = new ManagerConversationService(manager, new OfflineAdvisor());
    await expect(conversation.ask(fork(), artist.id, 'How do I grow?')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: NO_MANAGER_CHOSEN,
    });
  });

  it('choosing the manager the artist already has changes nothing', async () => {
    const { manager, clock } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    const before = await manager.chooseManager(fork(), artist.id, ManagerStyle.STRATEGIST);
    expect(before).toMatchObject({ satisfaction: 85, level: 3, completedSinceChosen: 0 });
    const [task] = await manager.planToday(fork(), artist.id);
    await manager.completeTask(fork(), artist.id, task?.id ?? '');
    const raised = Math.min(100, 85 + 2 * (task?.impact ?? 0));

    clock.now = new Date('2026-11-21T10:00:00Z');
    const again = await manager.chooseManager(fork(), artist.id, ManagerStyle.STRATEGIST);
    expect(again).toMatchObject({
      style: ManagerStyle.STRATEGIST,
      satisfaction: raised,
      level: 3,
      completedSinceChosen: 1,
      chosenAt: before.chosenAt,
      pathwayStartedAt: before.pathwayStartedAt,
    });
    const plan = await manager.planToday(fork(), artist.id);
    expect(plan.find((planned) => planned.id === task?.id)?.completedAt).toBeInstanceOf(Date);
  });

  it('choosing sets 50% and level 1 and plans the day in that style; switching starts over', async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    const chosen = await manager.chooseManager(fork(), artist.id, ManagerStyle.HUSTLER);
    expect(chosen).toMatchObject({ style: ManagerStyle.HUSTLER, satisfaction: 50, level: 1 });
    const plan = await manager.planToday(fork(), artist.id);
    expect(plan.length).toBeGreaterThanOrEqual(2);
    for (const task of plan) {
      expect(task).toMatchObject({ style: ManagerStyle.HUSTLER, planDate: '2026-11-21', completedAt: null });
      expect(task.deadline.toISOString()).toBe('2026-11-22T09:00:00.000Z');
      expect(task.impact).toBeGreaterThanOrEqual(1);
      expect(task.impact).toBeLessThanOrEqual(10);
      expect(task.successMetrics.length).toBeGreaterThan(0);
    }
    await manager.completeTask(fork(), artist.id, plan[0]?.id ?? '');

    const switched = await manager.chooseManager(fork(), artist.id, ManagerStyle.CREATIVE);
    expect(switched).toMatchObject({
      style: ManagerStyle.CREATIVE,
      satisfaction: 50,
      level: 1,
      completedSinceChosen: 0,
    });
    const creativePlan = await manager.planToday(fork(), artist.id);
    expect(creativePlan.every((task) => task.style === ManagerStyle.CREATIVE)).toBe(true);
    // The hustler's day stays in the history.
    expect(await fork().count(ManagerTask, { owner: artist.id, style: ManagerStyle.HUSTLER })).toBe(
      plan.length,
    );
  });
});

describe('ManagerService tasks', () => {
  it('adds twice the impact to satisfaction, capped at 100, once per task, and levels up every five', async () => {
    const { manager, clock } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    await manager.chooseManager(fork(), artist.id, ManagerStyle.HUSTLER);
    let expected = 50;
    let completed = 0;
    // Five days of plans give more than five tasks to complete.
    for (let day = 0; day < 5; day++) {
      clock.now = new Date(Date.UTC(2026, 10, 21 + day, 9));
      for (const task of await manager.planToday(fork(), artist.id)) {
        const done = await manager.completeTask(fork(), artist.id, task.id);
        expect(done.completedAt).toBeInstanceOf(Date);
        expected = Math.min(100, expected + 2 * task.impact);
        completed += 1;
        const state = await manager.state(fork(), artist.id);
        expect(state.satisfaction).toBe(expected);
        expect(state.level).toBe(1 + Math.floor(completed / 5));
      }
    }
    expect(expected).toBe(100);
    const [first] = await fork().find(ManagerTask, { owner: artist.id }, { limit: 1 });
    await manager.completeTask(fork(), artist.id, first?.id ?? '');
    expect((await manager.state(fork(), artist.id)).level).toBe(1 + Math.floor(completed / 5));
  });

  it("answers NOT_FOUND for another artist's task and changes nothing", async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const owner = await insertArtist(fork());
    const intruder = await insertArtist(fork());
    await manager.chooseManager(fork(), owner.id, ManagerStyle.HUSTLER);
    await manager.chooseManager(fork(), intruder.id, ManagerStyle.HUSTLER);
    const [task] = await manager.planToday(fork(), owner.id);
    await expect(manager.completeTask(fork(), intruder.id, task?.id ?? '')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await fork().findOneOrFail(ManagerTask, task?.id ?? '')).completedAt).toBeNull();
    expect((await manager.state(fork(), intruder.id)).satisfaction).toBe(50);
  });

  it('makes a new plan each day from the data of that day, keeping the history', async () => {
    const { manager, clock } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    await manager.chooseManager(fork(), artist.id, ManagerStyle.STRATEGIST);
    const firstDay = (await manager.planToday(fork(), artist.id)).map((task) => task.title);
    expect(firstDay).toContain('Upload your first track');
    expect(firstDay).toContain('Start a song project');

    const [track] = await insertTracks(fork(), artist, 1);
    const project = new Project({
      owner: artist,
      title: 'Glasshouse',
      genre: ProjectGenre.POP,
      artwork: '🎹',
    });
    project.status = ProjectStatus.MIXING;
    await fork().persist(project).flush();
    await fork()
      .getConnection()
      .execute("update projects set updated_at = '2026-11-12T08:00:00Z' where id = ?", [project.id]);

    clock.now = new Date('2026-11-22T08:00:00Z');
    const secondDay = await manager.planToday(fork(), artist.id);
    expect(secondDay.map((task) => task.title)).toEqual(
      expect.arrayContaining(['Finish the mix of "Glasshouse"', `Put "${track?.title}" in a playlist`]),
    );
    expect(secondDay.find((task) => task.title.startsWith('Finish the mix'))?.reasoning).toMatch(
      /mixing for 10 days/,
    );
    // The first day's plan is kept beside the second's.
    const kept = await fork().find(ManagerTask, { owner: artist.id, planDate: '2026-11-21' });
    expect(kept.map((task) => task.title).sort()).toEqual([...firstDay].sort());
  });
});

describe('ManagerService outlook', () => {
  it('shows no figures for a new artist and names every figure to enter', async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    expect(await manager.outlook(fork(), artist.id)).toEqual({
      pathway: null,
      growth: [],
      missingFigures: [
        OutlookFigure.MONTHLY_LISTENERS,
        OutlookFigure.TOTAL_STREAMS,
        OutlookFigure.FOLLOWERS,
        OutlookFigure.TOTAL_REVENUE,
      ],
    });
  });

  it('computes from the figures entered and names the ones still missing', async () => {
    const { manager } = managerAt('2026-11-21T09:00:00Z');
    const artist = await insertArtist(fork());
    const profile = new Profile(artist);
    profile.monthlyListeners = 12_000;
    profile.followers = 800;
    await fork().persist(profile).flush();
    const outlook = await manager.outlook(fork(), artist.id);
    expect(outlook.pathway).toMatchObject({ level: 3, totalLevels: 5 });
    expect(outlook.growth).toEqual([
      { metric: GrowthMetric.FOLLOWERS, current: 800, predicted: expect.any(Number) },
    ]);
    expect(outlook.missingFigures).toEqual([OutlookFigure.TOTAL_STREAMS, OutlookFigure.TOTAL_REVENUE]);
  });
});

describe('adjustSatisfaction', () => {
  it('keeps satisfaction within 0-100', () => {
    expect(adjustSatisfaction(95, 20)).toBe(100);
    expect(adjustSatisfaction(10, -30)).toBe(0);
    expect(adjustSatisfaction(50, 8)).toBe(58);
  });
});
