import { Link } from 'react-router-dom';
import type { ProjectGenre } from '../../__generated__/types';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { formatShortDate } from '../../lib/short-date';
import { ProjectActions } from './ProjectActions';
import type { ProjectCard_ProjectFragment } from './ProjectCard.generated';
import { ProjectTags } from './ProjectTags';
import { ProjectTrackDropzone } from './ProjectTrackDropzone';
import { ProjectTrackList } from './ProjectTrackList';
import type { ProjectTrackList_ProjectFragment } from './ProjectTrackList.generated';
import { genreLabel } from './project-genres';
import { countLabel } from './project-labels';
import { countKey, statusLabel, statusTone } from './project-status';

interface ProjectCardProps {
  /** Queries spread ProjectTrackList_project beside ProjectCard_project: see ProjectsRoute.graphql for why. */
  project: ProjectCard_ProjectFragment & ProjectTrackList_ProjectFragment;
  genres: readonly ProjectGenre[];
}

export function ProjectCard({ project, genres }: ProjectCardProps) {
  return (
    <Card className="project-card" label={project.title}>
      <div className="project-card-head">
        <span className="project-artwork" aria-hidden="true">
          {project.artwork}
        </span>
        <div className="project-heading">
          <h2 className="project-title" title={project.title}>
            <Link to={`/app/projects/${project.id}`}>{project.title}</Link>
          </h2>
          <p className="muted">{genreLabel(project.genre)}</p>
        </div>
        <Badge
          className="status-badge"
          data-status={countKey(project.status)}
          tone={statusTone(project.status)}
        >
          <span className="visually-hidden">Status: </span>
          {statusLabel(project.status)}
        </Badge>
      </div>
      {project.description && <p className="project-description">{project.description}</p>}
      <ul className="project-facts">
        <li>{countLabel(project.trackCount, 'track')}</li>
        <li>{countLabel(project.collaboratorCount, 'collaborator')}</li>
        <li>
          Updated <time dateTime={project.updatedAt}>{formatShortDate(project.updatedAt)}</time>
        </li>
      </ul>
      <ProjectTags tags={project.tags} />
      <ProjectTrackList project={project} />
      <ProjectTrackDropzone projectId={project.id} projectTitle={project.title} />
      <ProjectActions project={project} genres={genres} />
    </Card>
  );
}
