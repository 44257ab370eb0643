import { useQuery } from '@apollo/client/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type DragEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectStatus } from '../../__generated__/types';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { ProjectBoardDocument } from './ProjectBoard.generated';
import { genreLabel } from './project-genres';
import { countLabel } from './project-labels';
import { PROJECT_STATUSES, statusLabel } from './project-status';
import { nextStage, previousStage, useMoveProject } from './use-move-project';

/** What a dragged card carries. */
const DRAG_TYPE = 'application/x-backline-project';

/**
 * The artist's projects as a board by stage, Draft to Released: a card moves to another column by
 * dragging it there, or one step at a time with its buttons (the keyboard's way), under the same
 * rules as the stage buttons on the project's page.
 */
export function ProjectBoard() {
  const { data, error } = useQuery(ProjectBoardDocument, { fetchPolicy: 'cache-and-network' });
  const { moveTo, moving } = useMoveProject();
  const [over, setOver] = useState<ProjectStatus | null>(null);
  const [followed, setFollowed] = useState<MovedCard | null>(null);
  useFocusFollowsCard(followed, data, () => setFollowed(null));
  if (!data) {
    return error ? (
      <p className="form-error" role="alert">
        Failed to fetch projects.
      </p>
    ) : (
      <PageLoading />
    );
  }
  const projects = data.projects.nodes;
  // A card moved by its button lands in another column: focus goes with it, to the same move.
  const moveByButton = async (project: (typeof projects)[number], to: ProjectStatus, move: Move) => {
    if (await moveTo(project, to)) setFollowed({ id: project.id, move, to });
  };
  const drop = (status: ProjectStatus) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const project = projects.find((candidate) => candidate.id === event.dataTransfer.getData(DRAG_TYPE));
    if (project && project.status !== status) void moveTo(project, status);
  };
  return (
    <div className="project-board">
      {PROJECT_STATUSES.map(({ value: status, label }) => {
        const inColumn = projects.filter((project) => project.status === status);
        return (
          <section
            key={status}
            className={`board-column${over === status ? ' drop-target' : ''}`}
            aria-labelledby={`board-${status}`}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              setOver(status);
            }}
            onDragLeave={() => setOver((current) => (current === status ? null : current))}
            onDrop={drop(status)}
          >
            <h2 id={`board-${status}`}>
              {label} <span className="muted">({inColumn.length})</span>
            </h2>
            <ul className="board-cards">
              {inColumn.map((project) => {
                const next = nextStage(project.status);
                const previous = previousStage(project.status);
                return (
                  <li
                    key={project.id}
                    data-project-card={project.id}
                    data-status={project.status}
                    className="board-card"
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, project.id);
                      event.dataTransfer.effectAllowed = 'move';
                    }}
                  >
                    <Link to={`/app/projects/${project.id}`} className="board-card-title">
                      {project.title}
                    </Link>
                    <span className="muted">
                      {genreLabel(project.genre)} · {countLabel(project.trackCount, 'track')}
                    </span>
                    <div className="board-card-moves">
                      {previous && (
                        <Button
                          variant="secondary"
                          size="small"
                          aria-disabled={moving}
                          data-move="previous"
                          aria-label={`Move ${project.title} back to ${statusLabel(previous).toLowerCase()}`}
                          onClick={() => !moving && void moveByButton(project, previous, 'previous')}
                        >
                          <ArrowLeft size="1em" aria-hidden="true" />
                        </Button>
                      )}
                      {next && (
                        <Button
                          variant="secondary"
                          size="small"
                          aria-disabled={moving}
                          data-move="next"
                          aria-label={`Move ${project.title} to ${statusLabel(next).toLowerCase()}`}
                          onClick={() => !moving && void moveByButton(project, next, 'next')}
                        >
                          {statusLabel(next)} <ArrowRight size="1em" aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

type Move = 'next' | 'previous';

/** The card a button just moved, and which of its buttons moved it. */
interface MovedCard {
  id: string;
  move: Move;
  to: ProjectStatus;
}

/**
 * Puts focus back on a card its button moved, once the board shows it in its new column: on the same
 * button (the next step, pressed again, goes on), else on its other one or its title at the board's end.
 * A disabled button would drop focus meanwhile, so the buttons are only aria-disabled while a move runs.
 */
function useFocusFollowsCard(moved: MovedCard | null, board: unknown, onFollowed: () => void) {
  useEffect(() => {
    if (!moved || !board) return;
    const card = document.querySelector(`[data-project-card="${moved.id}"][data-status="${moved.to}"]`);
    if (!card) return;
    const target =
      card?.querySelector<HTMLElement>(`[data-move="${moved.move}"]`) ??
      card?.querySelector<HTMLElement>('[data-move]') ??
      card?.querySelector<HTMLElement>('a');
    target?.focus();
    onFollowed();
  }, [moved, board, onFollowed]);
}
