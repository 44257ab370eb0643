import { Link } from 'react-router-dom';
import type { ProjectNewsPanel_QueryFragment } from './ProjectNewsPanel.generated';

/**
 * What others did in the artist's projects since the artist last looked; nothing while there is none.
 * Its fields come with the dashboard's query.
 */
export function ProjectNewsPanel({ query }: { query: ProjectNewsPanel_QueryFragment }) {
  const projects = query.projectsWithNews;
  if (projects.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="dashboard-news">
      <h2 id="dashboard-news">New in your projects</h2>
      <ul className="shared-project-list">
        {projects.map((project) => (
          <li key={project.id}>
            <Link className="shared-project-title" to={`/app/projects/${project.id}`}>
              {project.title}
            </Link>
            <span className="muted">
              {project.newActivityCount === 1 ? '1 new update' : `${project.newActivityCount} new updates`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
