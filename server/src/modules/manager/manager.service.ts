import {
  type EntityManager,
  LockMode,
  QueryOrder,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { User } from '../accounts/user.entity.js';
import {
  type ArtistFigures,
  clamp,
  type GrowthPrediction,
  momentumOf,
  predictGrowth,
  SAMPLE_FIGURES,
  type SuccessPathway,
  successPathway,
} from './career-outlook.js';
import { readArtistFacts } from './manager-facts.js';
import { ManagerStyle } from './manager-personas.js';
import { ManagerState } from './manager-state.entity.js';
import { ManagerTask } from './manager-task.entity.js';
import { draftDailyPlan } from './plan-rules.js';

export const SATISFACTION_ON_CHOOSING = 50;
export const LEVEL_ON_CHOOSING = 1;
/** Completed tasks per relationship level. */
export const TASKS_PER_LEVEL = 5;
const TASK_DEADLINE_MS = 24 * 60 * 60 * 1000;
const MOMENTUM_WINDOW_DAYS = 14;
const TASK_NOT_FOUND = 'Task not found.';

/** Reads the artist's stored figures; null when they have none yet. */
export type FiguresSource = (em: EntityManager, ownerId: string) => Promise<ArtistFigures | null>;

/**
 * The AI manager relationship: which persona, satisfaction (0-100) and level; the daily action plan,
 * generated once a day from the artist's data in the persona's style; and the career outlook.
 */
export class ManagerService {
  constructor(
    private readonly figures: FiguresSource = async () => null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The artist's manager state, made with the description's initial values on first use. */
  async state(em: EntityManager, ownerId: string): Promise<ManagerState> {
    const existing = await em.findOne(ManagerState, { owner: ownerId });
    if (existing) return existing;
    try {
      await em
        .fork()
        .persist(new ManagerState(em.getReference(User, ownerId)))
        .flush();
    } catch (error) {
      // Two first requests at once: the other one made it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return em.findOneOrFail(ManagerState, { owner: ownerId });
  }

  /** Choosing (or switching) sets satisfaction 50 and level 1, resets the pathway and plans today. */
  async chooseManager(em: EntityManager, ownerId: string, style: ManagerStyle): Promise<ManagerState> {
    if (!Object.values(ManagerStyle).includes(style)) throw new ValidationError('Unknown manager.');
    await this.state(em, ownerId);
    const now = this.clock();
    const state = await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(
        ManagerState,
        { owner: ownerId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      tx.assign(locked, {
        style,
        chosenAt: now,
        satisfaction: SATISFACTION_ON_CHOOSING,
        level: LEVEL_ON_CHOOSING,
        completedSinceChosen: 0,
        pathwayStartedAt: now,
      });
      return locked;
    });
    await this.todaysPlan(em, ownerId);
    return state;
  }

  /** Today's (UTC) tasks from the current manager, generated on the first call of the day; none before choosing. */
  async todaysPlan(em: EntityManager, ownerId: string): Promise<ManagerTask[]> {
    const state = await this.state(em, ownerId);
    if (!state.chosenAt) return [];
    const now = this.clock();
    const planDate = utcDay(now);
    const where = { owner: ownerId, planDate, style: state.style };
    const order = { orderBy: { createdAt: QueryOrder.ASC, id: QueryOrder.ASC } } as const;
    const planned = await em.find(ManagerTask, where, order);
    if (planned.length > 0) return planned;

    const facts = await readArtistFacts(em, ownerId, now);
    const drafts = draftDailyPlan(state.style, facts, dayNumber(now));
    const deadline = new Date(now.getTime() + TASK_DEADLINE_MS);
    const fork = em.fork();
    const owner = fork.getReference(User, ownerId);
    const tasks = drafts.map((draft, index) => {
      const task = new ManagerTask({ ...draft, owner, style: state.style, planDate, deadline });
      // Keeps the plan in the rules' order when read back.
      task.createdAt = new Date(now.getTime() + index);
      return task;
    });
    try {
      await fork.persist(tasks).flush();
    } catch (error) {
      // Two first calls of the day at once: the unique (owner, day, style, rule) kept the other's plan.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return em.find(ManagerTask, where, { ...order, refresh: true });
  }

  /** How many of today's tasks are still open (the plan is made if it is not yet); 0 before choosing. */
  async openTasksToday(em: EntityManager, ownerId: string): Promise<number> {
    // Read first: a header polling this must not create the manager state of an artist who never chose.
    const state = await em.findOne(ManagerState, { owner: ownerId });
    if (!state?.chosenAt) return 0;
    const plan = await this.todaysPlan(em, ownerId);
    return plan.filter((task) => !task.completedAt).length;
  }

  /** Completes an open task: satisfaction rises by twice its impact (kept within 0-100); every fifth raises the level. */
  async completeTask(em: EntityManager, ownerId: string, taskId: string): Promise<ManagerTask> {
    return em.transactional(async (tx) => {
      const state = await tx.findOne(
        ManagerState,
        { owner: ownerId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const task = isUuid(taskId) ? await tx.findOne(ManagerTask, { id: taskId, owner: ownerId }) : null;
      if (!task || !state) throw new NotFoundError(TASK_NOT_FOUND);
      if (task.completedAt) return task;
      task.completedAt = this.clock();
      state.satisfaction = adjustSatisfaction(state.satisfaction, 2 * task.impact);
      state.completedSinceChosen += 1;
      state.level = LEVEL_ON_CHOOSING + Math.floor(state.completedSinceChosen / TASKS_PER_LEVEL);
      return task;
    });
  }

  /** Earlier plans, newest day first (the history is kept). */
  async planHistory(em: EntityManager, ownerId: string, days = 14): Promise<ManagerTask[]> {
    const since = utcDay(new Date(this.clock().getTime() - days * TASK_DEADLINE_MS));
    return em.find(
      ManagerTask,
      { owner: ownerId, planDate: { $gte: since, $lt: utcDay(this.clock()) } },
      { orderBy: { planDate: QueryOrder.DESC, createdAt: QueryOrder.ASC } },
    );
  }

  /** The success pathway and growth predictions from the artist's figures (the sample until they have some). */
  async outlook(
    em: EntityManager,
    ownerId: string,
  ): Promise<{ pathway: SuccessPathway; growth: GrowthPrediction[]; usesSampleFigures: boolean }> {
    const state = await this.state(em, ownerId);
    const stored = await this.figures(em, ownerId);
    const since = new Date(this.clock().getTime() - MOMENTUM_WINDOW_DAYS * TASK_DEADLINE_MS);
    const [planned, completed] = await Promise.all([
      em.count(ManagerTask, { owner: ownerId, createdAt: { $gte: since } }),
      em.count(ManagerTask, { owner: ownerId, createdAt: { $gte: since }, completedAt: { $ne: null } }),
    ]);
    const momentum = momentumOf(state.satisfaction, completed, planned);
    const figures = stored ?? SAMPLE_FIGURES;
    return {
      pathway: successPathway(figures, momentum),
      growth: predictGrowth(figures, momentum),
      usesSampleFigures: !stored,
    };
  }
}

/** Any change to satisfaction is kept within 0-100. */
export function adjustSatisfaction(current: number, change: number): number {
  return clamp(Math.round(current + change), 0, 100);
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / TASK_DEADLINE_MS);
}
