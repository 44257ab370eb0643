import { randomUUID } from 'node:crypto';
import {
  type EntityManager,
  type FilterQuery,
  LockMode,
  QueryOrder,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import type { BoundStatement } from '../../shared/caller-sql.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { savepoint, unitOfWork } from '../../shared/unit-of-work.js';
import { User } from '../accounts/user.entity.js';
import {
  type ArtistFigures,
  clamp,
  type GrowthPrediction,
  momentumOf,
  NO_FIGURES,
  predictGrowth,
  type SuccessPathway,
  successPathway,
} from './career-outlook.js';
import { OPEN_TASKS_TODAY_SQL } from './manager.sql.js';
import { type ArtistFacts, factsAt, type ManagerFactsService, type StoredFacts } from './manager-facts.js';
import { ManagerStyle } from './manager-personas.js';
import { INITIAL_LEVEL, INITIAL_SATISFACTION, INITIAL_STYLE, ManagerState } from './manager-state.entity.js';
import { ManagerTask, TaskCategory, TaskPriority } from './manager-task.entity.js';
import { OutlookFigure } from './outlook-figure.js';
import { planChanges, rewriteTask } from './plan-refresh.js';
import {
  dataSlotsFilled,
  dataTaskCount,
  draftDailyPlan,
  draftTaskCount,
  rankedDataTasks,
} from './plan-rules.js';

export const SATISFACTION_ON_CHOOSING = 50;
export const LEVEL_ON_CHOOSING = 1;
/** Completed tasks per relationship level. */
export const TASKS_PER_LEVEL = 5;
const TASK_DEADLINE_MS = 24 * 60 * 60 * 1000;
const MOMENTUM_WINDOW_DAYS = 14;
const TASK_NOT_FOUND = 'Task not found.';

/** Reads the artist's stored figures (null for each one not entered). */
export type FiguresSource = (em: EntityManager, ownerId: string) => Promise<ArtistFigures>;

export interface Outlook {
  /** Null until the artist has entered their monthly listeners. */
  pathway: SuccessPathway | null;
  /** One per metric the artist has a figure for. */
  growth: GrowthPrediction[];
  /** The figures the outlook reads that the artist has not entered, in the profile's order. */
  missingFigures: OutlookFigure[];
}

/**
 * The AI manager relationship: which persona, satisfaction (0-100) and level; the daily action plan,
 * generated once a day from the artist's data in the persona's style; and the career outlook.
 */
export class ManagerService {
  constructor(
    private readonly facts: ManagerFactsService,
    private readonly figures: FiguresSource = async () => NO_FIGURES,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** What the manager knows of the artist's work now. */
  artistFacts(em: EntityManager, ownerId: string): Promise<ArtistFacts> {
    return this.facts.at(em, ownerId, this.clock());
  }

  /**
   * Starts a new artist's relationship in the registration's unit of work (persisted, not flushed):
   * the strategist, already chosen, at 85% and level 3, as the description's initial state says.
   */
  startRelationship(em: EntityManager, owner: User): void {
    em.persist(ManagerState.initial(owner, this.clock()));
    this.facts.start(em, owner);
  }

  /**
   * The artist's manager state. Reads only: an artist with no row (made before the registration
   * made one, e.g. by a test factory) gets the initial state, unsaved; a mutation saves it.
   */
  async state(em: EntityManager, ownerId: string): Promise<ManagerState> {
    const existing = await em.findOne(ManagerState, scope(ManagerState, ownerId));
    return existing ?? ManagerState.initial(em.getReference(User, ownerId), this.clock());
  }

  /**
   * Choosing a different manager (or the first one) sets satisfaction 50 and level 1, resets the
   * pathway and plans today. Choosing the manager the artist already has changes nothing.
   */
  async chooseManager(em: EntityManager, ownerId: string, style: ManagerStyle): Promise<ManagerState> {
    if (!Object.values(ManagerStyle).includes(style)) throw new ValidationError('Unknown manager.');
    const now = this.clock();
    const { state, changed } = await unitOfWork(em, async (tx) => {
      const locked = await lockedState(tx, ownerId, now);
      if (locked.chosenAt && locked.style === style) return { state: locked, changed: false };
      tx.assign(locked, {
        style,
        chosenAt: now,
        satisfaction: SATISFACTION_ON_CHOOSING,
        level: LEVEL_ON_CHOOSING,
        completedSinceChosen: 0,
        pathwayStartedAt: now,
      });
      return { state: locked, changed: true };
    });
    if (changed) await this.planToday(em, ownerId);
    return state;
  }

  /** Today's (UTC) stored plan from the current manager; empty before `planToday` stores it or before choosing. Reads only. */
  async todaysPlan(em: EntityManager, ownerId: string): Promise<ManagerTask[]> {
    const state = await this.state(em, ownerId);
    if (!state.chosenAt) return [];
    return em.find(ManagerTask, todaysTasks(ownerId, state.style, this.clock()), PLAN_ORDER);
  }

  /**
   * Stores today's plan if it is not stored yet (the first call of each UTC day, or choosing a manager)
   * and answers it; later calls that day answer the same plan, brought in line with the work: an
   * open task whose ground is gone (the first project exists, the track is in a playlist) is replaced
   * by the next the data calls for, or dropped. Completed tasks stay. Empty before choosing a manager.
   */
  async planToday(em: EntityManager, ownerId: string): Promise<ManagerTask[]> {
    const state = await this.state(em, ownerId);
    if (!state.chosenAt) return [];
    const now = this.clock();
    const where = todaysTasks(ownerId, state.style, now);
    const planned = await em.find(ManagerTask, where, PLAN_ORDER);
    const facts = await this.facts.at(em, ownerId, now);
    if (planned.length > 0) {
      await this.followTheWork(em, state.style, planned, facts);
      return em.find(ManagerTask, where, { ...PLAN_ORDER, refresh: true });
    }

    const drafts = draftDailyPlan(state.style, facts, dayNumber(now));
    const deadline = new Date(now.getTime() + TASK_DEADLINE_MS);
    const planDate = utcDay(now);
    try {
      // A savepoint: inside the mutation's unit of work, a refused insert must not abort the whole
      // transaction (the read below would fail with 25P02).
      await savepoint(em, async (tx) => {
        const owner = tx.getReference(User, ownerId);
        drafts.forEach((draft, index) => {
          const task = new ManagerTask({ ...draft, owner, style: state.style, planDate, deadline });
          // Keeps the plan in the rules' order when read back.
          task.createdAt = new Date(now.getTime() + index);
          tx.persist(task);
        });
      });
    } catch (error) {
      // Two first calls of the day at once: the unique (owner, day, style, rule) kept the other's plan.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return em.find(ManagerTask, where, { ...PLAN_ORDER, refresh: true });
  }

  /**
   * Adds a task the artist accepted from the manager's answer to today's plan, storing the day's plan
   * first if it is not stored yet (so the rules' tasks are not lost). Once per key.
   */
  async addProposedTask(
    tx: EntityManager,
    ownerId: string,
    proposal: { key: string; title: string; reason: string },
  ): Promise<void> {
    await this.planToday(tx, ownerId);
    const state = await this.state(tx, ownerId);
    const now = this.clock();
    const where: FilterQuery<ManagerTask> = {
      $and: [todaysTasks(ownerId, state.style, now), { ruleKey: proposal.key }],
    };
    if ((await tx.count(ManagerTask, where)) > 0) return;
    tx.persist(
      new ManagerTask({
        owner: tx.getReference(User, ownerId),
        style: state.style,
        planDate: utcDay(now),
        deadline: new Date(now.getTime() + TASK_DEADLINE_MS),
        ruleKey: proposal.key,
        title: proposal.title,
        description: 'Agreed with your manager in your conversation.',
        category: TaskCategory.BUSINESS,
        priority: TaskPriority.MEDIUM,
        estimatedMinutes: 30,
        impact: 5,
        reasoning: proposal.reason || 'Your manager proposed it, and you agreed.',
        successMetrics: ['Done as agreed with your manager'],
      }),
    );
  }

  /** Brings today's stored plan in line with the facts (see `planChanges`), in a savepoint. */
  private async followTheWork(
    em: EntityManager,
    style: ManagerStyle,
    planned: ManagerTask[],
    facts: ArtistFacts,
  ): Promise<void> {
    const { rewrite, drop } = planChanges(style, planned, rankedDataTasks(style, facts));
    if (rewrite.length === 0 && drop.length === 0) return;
    try {
      await savepoint(em, async (tx) => {
        for (const [task, draft] of rewrite) rewriteTask(task, draft);
        for (const task of drop) tx.remove(task);
      });
    } catch (error) {
      // Another request brought the plan in line at the same moment: its version stands.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

  /**
   * How many of today's tasks are still open; 0 before choosing. Reads only (the header polls it):
   * before today's plan is stored, every task the rules would draft today counts as open. One
   * statement over the manager's own tables reads the state, the day's counts and the stored facts,
   * from which the rules count the data tasks that apply without drafting them.
   */
  async openTasksToday(em: EntityManager, ownerId: string): Promise<number> {
    const { sql, params } = this.openTasksTodayStatement(ownerId);
    const [counts] = await em.execute<OpenTaskCounts[]>(sql, [...params]);
    return this.openTasksTodayFrom(em, ownerId, counts);
  }

  /** `openTasksToday`'s statement, for a reader that runs it within its own (the header's inbox). */
  openTasksTodayStatement(ownerId: string): BoundStatement {
    return OPEN_TASKS_TODAY_SQL.bind(ownerId, [utcDay(this.clock()), INITIAL_STYLE]);
  }

  /** The count from `openTasksTodayStatement`'s row; rarely, more reads (facts never stored, projects). */
  async openTasksTodayFrom(em: EntityManager, ownerId: string, row: unknown): Promise<number> {
    const counts = row as OpenTaskCounts | undefined;
    const now = this.clock();
    if (!counts?.chosen) return 0;
    if (counts.planned > 0) return counts.open;
    const stored = counts.has_facts ? storedFactsOf(counts) : await this.facts.stored(em, ownerId);
    const ownTasks = dataTaskCount(factsAt(stored, now));
    // The projects' facts are read only when they could still add to the count.
    if (dataSlotsFilled(ownTasks)) return draftTaskCount(counts.style, ownTasks);
    const collaboration = await this.facts.collaborationIfInProjects(em, ownerId, now, stored);
    return draftTaskCount(counts.style, dataTaskCount(factsAt(stored, now, collaboration)));
  }

  /** One task of the caller's own plans; another artist's id is NOT_FOUND. */
  async findTask(em: EntityManager, ownerId: string, taskId: string): Promise<ManagerTask> {
    const task = isUuid(taskId)
      ? await em.findOne(ManagerTask, { id: taskId, ...scope(ManagerTask, ownerId) })
      : null;
    if (!task) throw new NotFoundError(TASK_NOT_FOUND);
    return task;
  }

  /** Completes an open task: satisfaction rises by twice its impact (kept within 0-100); every fifth raises the level. */
  async completeTask(em: EntityManager, ownerId: string, taskId: string): Promise<ManagerTask> {
    return unitOfWork(em, async (tx) => {
      const task = await this.findTask(tx, ownerId, taskId);
      const state = await lockedState(tx, ownerId, this.clock());
      if (task.completedAt) return task;
      task.completedAt = this.clock();
      state.satisfaction = adjustSatisfaction(state.satisfaction, 2 * task.impact);
      state.completedSinceChosen += 1;
      // From the level the relationship is at (3 for a new artist's strategist, 1 after switching).
      if (state.completedSinceChosen % TASKS_PER_LEVEL === 0) state.level += 1;
      return task;
    });
  }

  /**
   * The success pathway and growth predictions from the figures the artist entered; what is missing
   * is named instead of guessed (no sample figures are ever shown as the artist's own).
   */
  async outlook(em: EntityManager, ownerId: string): Promise<Outlook> {
    const state = await this.state(em, ownerId);
    const figures = await this.figures(em, ownerId);
    const since = new Date(this.clock().getTime() - MOMENTUM_WINDOW_DAYS * TASK_DEADLINE_MS);
    const [planned, completed] = await Promise.all([
      em.count(ManagerTask, { ...scope(ManagerTask, ownerId), createdAt: { $gte: since } }),
      em.count(ManagerTask, {
        ...scope(ManagerTask, ownerId),
        createdAt: { $gte: since },
        completedAt: { $ne: null },
      }),
    ]);
    const momentum = momentumOf(state.satisfaction, completed, planned);
    return {
      pathway: figures.monthlyListeners === null ? null : successPathway(figures.monthlyListeners, momentum),
      growth: predictGrowth(figures, momentum),
      missingFigures: missingFigures(figures),
    };
  }
}

const FIGURE_FIELDS: ReadonlyArray<[keyof ArtistFigures, OutlookFigure]> = [
  ['monthlyListeners', OutlookFigure.MONTHLY_LISTENERS],
  ['streams', OutlookFigure.TOTAL_STREAMS],
  ['followers', OutlookFigure.FOLLOWERS],
  ['revenue', OutlookFigure.TOTAL_REVENUE],
];

function missingFigures(figures: ArtistFigures): OutlookFigure[] {
  return FIGURE_FIELDS.filter(([figure]) => figures[figure] === null).map(([, field]) => field);
}

/**
 * The artist's state row, locked for the transaction; made first (with the initial state) for an
 * artist who has none, so two first mutations at once cannot both make one.
 */
async function lockedState(tx: EntityManager, ownerId: string, now: Date): Promise<ManagerState> {
  await tx
    .createQueryBuilder(ManagerState)
    .insert({
      id: randomUUID(),
      owner: ownerId,
      style: ManagerStyle.STRATEGIST,
      chosenAt: now,
      satisfaction: INITIAL_SATISFACTION,
      level: INITIAL_LEVEL,
      pathwayStartedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict('owner')
    .ignore()
    .execute();
  return tx.findOneOrFail(ManagerState, scope(ManagerState, ownerId), {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
}

/** Any change to satisfaction is kept within 0-100. */
export function adjustSatisfaction(current: number, change: number): number {
  return clamp(Math.round(current + change), 0, 100);
}

/** OPEN_TASKS_TODAY_SQL's row: the state, the day's counts and the stored facts' columns. */
interface OpenTaskCounts {
  chosen: boolean;
  style: ManagerStyle;
  planned: number;
  open: number;
  has_facts: boolean;
  track_count: number;
  project_count: number;
  outside_playlists_title: string | null;
  outside_playlists_mastered: boolean;
  mixing_title: string | null;
  mixing_since: string | null;
  draft_without_tracks: string | null;
  released_without_lyrics: string | null;
  latest_note_at: string | null;
  unconfirmed_key_count: number;
  peaking_title: string | null;
  peaking_true_peak_dbtp: number | null;
  peaking_version_title: string | null;
  peaking_version_number: number | null;
  peaking_version_dbtp: number | null;
  in_shared_projects: boolean;
}

/** The facts in the row (raw queries answer timestamps as text). */
function storedFactsOf(row: OpenTaskCounts): StoredFacts {
  const dateOf = (text: string | null) => (text === null ? null : new Date(text));
  return {
    trackCount: row.track_count,
    projectCount: row.project_count,
    outsidePlaylistsTitle: row.outside_playlists_title,
    outsidePlaylistsMastered: row.outside_playlists_mastered,
    mixingTitle: row.mixing_title,
    mixingSince: dateOf(row.mixing_since),
    draftWithoutTracks: row.draft_without_tracks,
    releasedWithoutLyrics: row.released_without_lyrics,
    latestNoteAt: dateOf(row.latest_note_at),
    unconfirmedKeyCount: row.unconfirmed_key_count,
    peakingTitle: row.peaking_title,
    peakingTruePeakDbtp: row.peaking_true_peak_dbtp,
    peakingVersionTitle: row.peaking_version_title,
    peakingVersionNumber: row.peaking_version_number,
    peakingVersionDbtp: row.peaking_version_dbtp,
    inSharedProjects: row.in_shared_projects,
  };
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / TASK_DEADLINE_MS);
}

const PLAN_ORDER = { orderBy: { createdAt: QueryOrder.ASC, id: QueryOrder.ASC } } as const;

/** The caller's tasks of today's (UTC) plan from this manager. */
function todaysTasks(ownerId: string, style: ManagerStyle, now: Date): FilterQuery<ManagerTask> {
  return { ...scope(ManagerTask, ownerId), planDate: utcDay(now), style };
}
