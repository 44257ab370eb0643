import { Link } from 'react-router-dom';
import type { ProjectGenre, ProjectStatus } from '../../__generated__/types';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Glyph } from '../../components/Glyph';
import { formatCalendarDay, formatShortDate } from '../../lib/short-date';
import { ProjectActions } from './ProjectActions';
import type { ProjectCard_ProjectFragment } from './ProjectCard.generated';
import { ProjectTags } from './ProjectTags';
import { ProjectTrackDropzone } from './ProjectTrackDropzone';
import { ProjectTrackList } from './ProjectTrackList';
import type { ProjectTrackList_ProjectFragment } from './ProjectTrackList.generated';
import { genreLabel } from './project-genres';
import { countLabel } from './project-labels';
import { countKey, statusLabel, statusTone } from './project-status';
import { nextStage, useMoveProject } from './use-move-project';

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
          <Glyph symbol={project.artwork} />
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
      <NextStageButton project={project} />
      {project.description && <p className="project-description">{project.description}</p>}
      <ul className="project-facts">
        <li>{countLabel(project.trackCount, 'track')}</li>
        <li>{countLabel(project.collaboratorCount, 'collaborator')}</li>
        {project.targetReleaseDate && (
          <li>
            Release{' '}
            <time dateTime={project.targetReleaseDate}>{formatCalendarDay(project.targetReleaseDate)}</time>
          </li>
        )}
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

/** The card's one-step move to the next stage (the Board and the project's page offer every move). */
function NextStageButton({ project }: { project: { id: string; title: string; status: ProjectStatus } }) {
  const { moveTo, moving } = useMoveProject();
  const next = nextStage(project.status);
  if (!next) return null;
  return (
    <Button
      variant="secondary"
      size="small"
      className="next-stage-button"
      disabled={moving}
      onClick={() => void moveTo(project, next)}
    >
      Move to {statusLabel(next).toLowerCase()}
      <span className="visually-hidden"> ({project.title})</span>
    </Button>
  );
}
