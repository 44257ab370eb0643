import { Link } from 'react-router-dom';
import { SharedProjectList } from '../projects/SharedProjectList';
import type { SharedProjectsPanel_QueryFragment } from './SharedProjectsPanel.generated';

/**
 * The projects the artist works on with others, latest joined first; nothing while there are none.
 * Its fields come with the dashboard's query.
 */
export function SharedProjectsPanel({ query }: { query: SharedProjectsPanel_QueryFragment }) {
  const shared = query.sharedProjects;
  if (shared.totalCount === 0) return null;
  return (
    <section className="panel" aria-labelledby="dashboard-shared">
      <h2 id="dashboard-shared">Shared with me</h2>
      <SharedProjectList projects={shared.nodes} />
      {shared.totalCount > shared.nodes.length && (
        <Link to="/app/projects">All {shared.totalCount} in My Projects</Link>
      )}
    </section>
  );
}
