import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { WorkspaceUserDocument } from '../workspace/WorkspaceLayout.generated';
import { AiManagerDocument } from './AiManagerRoute.generated';
import { CareerOutlookDocument } from './CareerOutlookCards.generated';
import { CompleteManagerTaskDocument } from './use-complete-manager-task.generated';

/**
 * Completes one of today's tasks. The task takes its completion from the answer; satisfaction, level
 * and outlook move with it, so the manager screen, the outlook and the sidebar's level are fetched again.
 */
export function useCompleteManagerTask() {
  const [complete, result] = useMutation(CompleteManagerTaskDocument, {
    refetchQueries: [AiManagerDocument, CareerOutlookDocument, WorkspaceUserDocument],
  });
  const completeTask = useCallback(
    (taskId: string) => complete({ variables: { input: { taskId } } }),
    [complete],
  );
  return [completeTask, result] as const;
}
