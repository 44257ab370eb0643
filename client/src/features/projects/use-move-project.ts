import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import type { ProjectStatus } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { ProjectBoardDocument } from './ProjectBoard.generated';
import { MoveProjectStageDocument } from './ProjectStageControl.generated';
import { ProjectsDocument } from './ProjectsRoute.generated';
import { PROJECT_STATUSES, statusLabel } from './project-status';

/**
 * Moves a project to a stage, under the server's roles table (a refusal it sends is shown). The lists
 * by stage and the board are fetched again: the move changes which tab and column hold the project.
 */
export function useMoveProject() {
  // Awaited: a second move made right after (focus stays on the card's button) must not be undone
  // on screen by the first one's refetch answering late.
  const [move, { loading }] = useMutation(MoveProjectStageDocument, {
    refetchQueries: [ProjectsDocument, ProjectBoardDocument],
    awaitRefetchQueries: true,
  });
  const moveTo = useCallback(
    /** Whether the project moved. */
    async (project: { id: string; title: string }, status: ProjectStatus): Promise<boolean> => {
      try {
        await move({ variables: { input: { projectId: project.id, status } } });
        toast.success(`${project.title} is in ${statusLabel(status).toLowerCase()} now.`);
        return true;
      } catch (failure) {
        toast.error(serverMessage(failure, 'Failed to move the project.'));
        return false;
      }
    },
    [move],
  );
  return { moveTo, moving: loading };
}

/** The stage `steps` along the pipeline from this one, if there is one. */
function stageFrom(status: ProjectStatus, steps: number): ProjectStatus | null {
  const index = PROJECT_STATUSES.findIndex((entry) => entry.value === status);
  return index < 0 ? null : (PROJECT_STATUSES[index + steps]?.value ?? null);
}

/** The stage after this one, if any (the card's one-step move). */
export function nextStage(status: ProjectStatus): ProjectStatus | null {
  return stageFrom(status, 1);
}

/** The stage before this one, if any. */
export function previousStage(status: ProjectStatus): ProjectStatus | null {
  return stageFrom(status, -1);
}
