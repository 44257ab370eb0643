import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { roleWithArticle } from '../projects/project-roles';
import { statusLabel } from '../projects/project-status';
import { DashboardSharedProjectsDocument } from './SharedProjectsPanel.generated';

/** The projects the artist works on with others, latest joined first; nothing while there are none. */
export function SharedProjectsPanel() {
  const { data } = useQuery(DashboardSharedProjectsDocument, { fetchPolicy: 'cache-and-network' });
  const shared = data?.sharedProjects;
  if (!shared || shared.totalCount === 0) return null;
  return (
    <section className="panel" aria-labelledby="dashboard-shared">
      <h2 id="dashboard-shared">Shared with me</h2>
      <ul className="shared-project-list">
        {shared.nodes.map((project) => (
          <li key={project.id}>
            <Link className="shared-project-title" to={`/app/projects/${project.id}`}>
              {project.title}
            </Link>
            <span className="muted">
              {project.owner.artistName}'s · you are {roleWithArticle(project.role)} ·{' '}
              {statusLabel(project.status)}
            </span>
          </li>
        ))}
      </ul>
      {shared.totalCount > shared.nodes.length && (
        <Link to="/app/projects">All {shared.totalCount} in My Projects</Link>
      )}
    </section>
  );
}
