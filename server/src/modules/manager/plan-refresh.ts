import type { ManagerStyle } from './manager-personas.js';
import type { ManagerTask } from './manager-task.entity.js';
import { isSignatureTask, type TaskDraft } from './plan-rules.js';

/** The rule key of a task accepted from the manager's answer starts so. */
export const PROPOSAL_PREFIX = 'proposal-';

/** What today's stored plan needs now that the work it was drafted from changed. */
export interface PlanChanges {
  /** Open tasks to say again: what they were made from still holds, but reads otherwise now, or no longer holds and another task takes their place. */
  rewrite: [ManagerTask, TaskDraft][];
  /** Open tasks whose ground is gone, with nothing left to take their place. */
  drop: ManagerTask[];
}

/**
 * Compares the open data tasks of today's plan with the tasks the artist's data calls for now
 * (`ranked`, the most pressing first): a task whose rule no longer applies gives its place to the
 * most pressing one not in the plan yet; one whose rule still applies takes its current words.
 * Completed tasks and the manager's signature habits stay as they are.
 */
export function planChanges(
  style: ManagerStyle,
  planned: readonly ManagerTask[],
  ranked: readonly TaskDraft[],
): PlanChanges {
  const applicable = new Map(ranked.map((draft) => [draft.ruleKey, draft]));
  const inPlan = new Set(planned.map((task) => task.ruleKey));
  const spare = ranked.filter((draft) => !inPlan.has(draft.ruleKey));
  const changes: PlanChanges = { rewrite: [], drop: [] };
  for (const task of planned) {
    // Done, a habit of the manager's, or accepted from a conversation: none comes from the data.
    if (task.completedAt || isSignatureTask(style, task.ruleKey) || task.ruleKey.startsWith(PROPOSAL_PREFIX))
      continue;
    const current = applicable.get(task.ruleKey);
    if (current) {
      if (current.title !== task.title || current.reasoning !== task.reasoning)
        changes.rewrite.push([task, current]);
      continue;
    }
    const next = spare.shift();
    if (next) changes.rewrite.push([task, next]);
    else changes.drop.push(task);
  }
  return changes;
}

/** Writes a draft's words and rule into a stored task (its deadline and place in the plan stay). */
export function rewriteTask(task: ManagerTask, draft: TaskDraft): void {
  task.ruleKey = draft.ruleKey;
  task.title = draft.title;
  task.description = draft.description;
  task.category = draft.category;
  task.priority = draft.priority;
  task.estimatedMinutes = draft.estimatedMinutes;
  task.impact = draft.impact;
  task.reasoning = draft.reasoning;
  task.successMetrics = draft.successMetrics;
}
