import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePlanToday } from '../manager/use-plan-today';
import type { ManagerTodayPanel_QueryFragment } from './ManagerTodayPanel.generated';

/** How many of today's tasks the dashboard names; the AI Manager screen shows them all. */
const TASKS_SHOWN = 3;

/**
 * The AI manager's word on the dashboard: today's open tasks, as the work stands now, and the next
 * career milestone, so a new artist sees where to start. Its fields come with the dashboard's query.
 */
export function ManagerTodayPanel({
  query: data,
  answered,
}: {
  query: ManagerTodayPanel_QueryFragment;
  /** The dashboard's query has its answer from the server (not only what the cache held). */
  answered: boolean;
}) {
  // Reading the plan stores nothing: this stores today's, replacing tasks the work has made stale
  // (a first project created since), as the AI Manager screen does. Its answer updates the list.
  // Once the dashboard's own read has answered: stored while that read is on its way, the plan
  // would make the whole read go out again (apollo/fresh-reads-link.ts).
  const [planToday] = usePlanToday();
  const chosen = data.manager.chosen;
  useEffect(() => {
    if (chosen && answered) planToday().catch(() => undefined);
  }, [chosen, answered, planToday]);
  if (!chosen) return null;
  const open = data.todaysPlan.filter((task) => !task.completedAt);
  const waiting = data.notifications.openTasksToday;
  const next = data.careerProgress.next;
  return (
    <section className="panel manager-today" aria-labelledby="dashboard-manager-today">
      <h2 id="dashboard-manager-today">Today with {data.manager.persona.name}</h2>
      {open.length > 0 ? (
        <ul className="manager-today-tasks">
          {open.slice(0, TASKS_SHOWN).map((task) => (
            <li key={task.id} title={task.title}>
              {task.title}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {waiting === 0
            ? 'Every task of today’s plan is done.'
            : `${waiting === 1 ? '1 task waits' : `${waiting} tasks wait`} in today’s plan.`}
        </p>
      )}
      {next && <p className="muted">Next milestone: {next.title}</p>}
      <Link to="/app/ai-manager">Open today’s plan</Link>
    </section>
  );
}
