import { useQuery } from '@apollo/client/react';
import { Check } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { TaskPriority } from '../../__generated__/types';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { TodaysPlanDocument, type TodaysPlanQuery } from './ActionPlan.generated';
import { dueLabel } from './due-label';
import { useCompleteManagerTask } from './use-complete-manager-task';
import { usePlanToday } from './use-plan-today';

/**
 * Priority badges: urgent is amber filled and bold, high amber outlined, medium info (cyan), low neutral.
 * Red is kept for errors; a pressing task is not a failure.
 */
const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = {
  URGENT: 'warning',
  HIGH: 'warning',
  MEDIUM: 'info',
  LOW: 'neutral',
};

type PlanTask = TodaysPlanQuery['todaysPlan'][number];

/** Today's plan: open tasks first with a complete button, then the ones done today. */
export function ActionPlan() {
  const [planToday, planned] = usePlanToday();
  useEffect(() => {
    planToday().catch(() => undefined);
  }, [planToday]);
  // Read only once today's plan is stored: the plan planToday wrote to the cache, then kept current
  // by the tasks' own updates. Read earlier, an empty answer could land after it and hide the plan.
  const { data, error } = useQuery(TodaysPlanDocument, { skip: !planned.called || planned.loading });
  const [complete, { loading }] = useCompleteManagerTask();
  if ((error || planned.error) && !data) return <p className="form-error">Failed to load today's plan.</p>;
  const tasks = data?.todaysPlan ?? [];
  const open = tasks.filter((task) => !task.completedAt);
  const done = tasks.filter((task) => task.completedAt);

  const finish = async (task: PlanTask) => {
    try {
      await complete(task.id);
      toast.success(`Done: ${task.title}`);
    } catch {
      toast.error('Failed to complete the task.');
    }
  };

  return (
    <section className="panel action-plan" aria-labelledby="action-plan-heading">
      <h2 id="action-plan-heading">Today's Action Plan</h2>
      <p className="muted" role="status">
        {/* Not '0 tasks remaining' while the plan is on its way: a new artist's plan is never empty. */}
        {data ? `${open.length} ${open.length === 1 ? 'task' : 'tasks'} remaining` : "Reading today's plan…"}
      </p>
      <ul className="task-list" aria-label="Open tasks">
        {open.map((task) => (
          <li key={task.id} className="task-card">
            <div className="task-heading">
              <h3>{task.title}</h3>
              <Badge
                className="priority"
                tone={PRIORITY_TONES[task.priority] ?? 'neutral'}
                strong={task.priority === 'URGENT'}
              >
                {task.priority.toLowerCase()} priority
              </Badge>
            </div>
            <p>{task.description}</p>
            {/* The reasoning and the measure of done, one click away: four tasks stay on a phone's few screens. */}
            <details className="task-why">
              <summary>
                Why this task<span className="visually-hidden"> ({task.title})</span>
              </summary>
              <p className="muted">{task.reasoning}</p>
              <p className="task-metrics-label">Done when:</p>
              <ul className="task-metrics" aria-label="Success metrics">
                {task.successMetrics.map((metric) => (
                  <li key={metric}>{metric}</li>
                ))}
              </ul>
            </details>
            <div className="task-footer">
              <p className="muted task-facts">
                {task.category.toLowerCase()} · {task.estimatedMinutes} min · impact {task.impact}/10 · due{' '}
                {dueLabel(new Date(task.deadline))}
              </p>
              <Button disabled={loading} onClick={() => finish(task)}>
                Complete<span className="visually-hidden"> {task.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {done.length > 0 && (
        <>
          <h3>Completed today</h3>
          <ul className="task-list done" aria-label="Completed tasks">
            {done.map((task) => (
              <li key={task.id}>
                <Check size="1em" aria-hidden="true" /> {task.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
