import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SharedProjectList } from '../projects/SharedProjectList';
import { DashboardSharedProjectsDocument } from './SharedProjectsPanel.generated';

/** The projects the artist works on with others, latest joined first; nothing while there are none. */
export function SharedProjectsPanel() {
  const { data } = useQuery(DashboardSharedProjectsDocument, { fetchPolicy: 'cache-and-network' });
  const shared = data?.sharedProjects;
  if (!shared || shared.totalCount === 0) return null;
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
