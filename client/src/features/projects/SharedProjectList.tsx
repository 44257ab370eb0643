import { Link } from 'react-router-dom';
import { roleWithArticle } from './project-roles';
import { statusLabel } from './project-status';
import type { SharedProjectList_ProjectFragment } from './SharedProjectList.generated';

/** Projects others share with the artist: each title leads to its page, with whose, the role, the stage. */
export function SharedProjectList({ projects }: { projects: readonly SharedProjectList_ProjectFragment[] }) {
  return (
    <ul className="shared-project-list">
      {projects.map((project) => (
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
  );
}
