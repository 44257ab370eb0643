import './projects.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProjectGenre, ProjectStatus } from '../../__generated__/types';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { NewProjectDialog } from './NewProjectDialog';
import { ProjectBoard } from './ProjectBoard';
import { ProjectCard } from './ProjectCard';
import { ProjectStatusTabs } from './ProjectStatusTabs';
import { ProjectsDocument, type ProjectsQuery } from './ProjectsRoute.generated';
import { countLabel } from './project-labels';
import { statusLabel } from './project-status';
import { SharedWithMe } from './SharedWithMe';
import { useProjectStatusTab } from './use-project-status-tab';

/** Cards per page; "Show more" asks for the next page. */
const PAGE_SIZE = 24;

const fetchFailed = (
  <p className="form-error" role="alert">
    Failed to fetch projects.
  </p>
);

/** My Projects: the artist's song projects by status, each card with its tracks and a drop zone. */
export function ProjectsRoute() {
  const { status, setStatus } = useProjectStatusTab();
  const { data, previousData, error, fetchMore } = useQuery(ProjectsDocument, {
    variables: { status, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const board = params.get('view') === 'board';
  const showBoard = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('view', 'board');
    else next.delete('view');
    setParams(next, { replace: true });
  };
  // Switching tabs keeps the tabs and their counts in place while the new tab loads.
  const shown = data ?? previousData;
  const counts = shown?.projectCounts;
  const genres = shown?.projectGenres ?? [];
  const notYet = error ? fetchFailed : <PageLoading />;

  return (
    <section className="projects">
      <div className="page-heading">
        <div>
          <h1>My Projects</h1>
          {/* The line holds its place while the counts load, so New Project does not move under a click. */}
          {counts ? (
            <p className="muted">
              {countLabel(counts.all, 'project')} · {counts.released} released
            </p>
          ) : (
            <p className="muted" aria-hidden="true">
              &nbsp;
            </p>
          )}
        </div>
        <div className="button-row">
          <fieldset className="view-toggle">
            <legend className="visually-hidden">View</legend>
            <button type="button" aria-pressed={!board} onClick={() => showBoard(false)}>
              Cards
            </button>
            <button type="button" aria-pressed={board} onClick={() => showBoard(true)}>
              Board
            </button>
          </fieldset>
          <Button onClick={() => setCreating(true)}>New Project</Button>
        </div>
      </div>
      <SharedWithMe />
      {board ? (
        <ProjectBoard />
      ) : !counts ? (
        notYet
      ) : (
        <ProjectStatusTabs selected={status} counts={counts} onSelect={setStatus}>
          {data ? (
            <ProjectsPanel
              list={data.projects}
              total={data.projectCounts.all}
              status={status}
              genres={genres}
              onCreate={() => setCreating(true)}
              onShowMore={() => void fetchMore({ variables: { after: data.projects.pageInfo.endCursor } })}
            />
          ) : (
            notYet
          )}
        </ProjectStatusTabs>
      )}
      <NewProjectDialog open={creating} genres={genres} onClose={() => setCreating(false)} />
    </section>
  );
}

interface ProjectsPanelProps {
  list: ProjectsQuery['projects'];
  /** Every project of the artist's, whatever the tab. */
  total: number;
  status: ProjectStatus | undefined;
  genres: readonly ProjectGenre[];
  onCreate: () => void;
  onShowMore: () => void;
}

/** The selected tab's cards, a page at a time, or what to do when there are none. */
function ProjectsPanel({ list, total, status, genres, onCreate, onShowMore }: ProjectsPanelProps) {
  if (total === 0) {
    return (
      <div className="projects-empty">
        <p>No projects yet</p>
        <Button onClick={onCreate}>Create Your First Project</Button>
      </div>
    );
  }
  if (list.nodes.length === 0) {
    const name = status ? `${statusLabel(status).toLowerCase()} ` : '';
    return <p className="projects-empty muted">No {name}projects</p>;
  }
  return (
    <>
      <div className="project-grid">
        {list.nodes.map((project) => (
          <ProjectCard key={project.id} project={project} genres={genres} />
        ))}
      </div>
      {list.pageInfo.hasNextPage && (
        <Button variant="secondary" className="show-more" onClick={onShowMore}>
          Show more
        </Button>
      )}
    </>
  );
}
