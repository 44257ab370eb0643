import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { DashboardManagerTodayDocument } from './ManagerTodayPanel.generated';

/** How many of today's tasks the dashboard names; the AI Manager screen shows them all. */
const TASKS_SHOWN = 3;

/**
 * The AI manager's word on the dashboard: today's open tasks (or how many wait in a plan not yet
 * opened today) and the next career milestone, so a new artist sees where to start.
 */
export function ManagerTodayPanel() {
  const { data } = useQuery(DashboardManagerTodayDocument, { fetchPolicy: 'cache-and-network' });
  if (!data?.manager.chosen) return null;
  const open = data.todaysPlan.filter((task) => !task.completedAt);
  const waiting = data.notifications.openTasksToday;
  const next = data.careerProgress.next;
  return (
    <section className="panel manager-today" aria-labelledby="dashboard-manager-today">
      <h2 id="dashboard-manager-today">Today with {data.manager.persona.name}</h2>
      {open.length > 0 ? (
        <ul className="manager-today-tasks">
          {open.slice(0, TASKS_SHOWN).map((task) => (
            <li key={task.id}>{task.title}</li>
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
