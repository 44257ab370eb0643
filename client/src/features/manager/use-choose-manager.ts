import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ManagerStyle } from '../../__generated__/types';
import { WorkspaceUserDocument } from '../workspace/WorkspaceLayout.generated';
import { AiManagerDocument } from './AiManagerRoute.generated';
import { ChooseManagerDocument } from './use-choose-manager.generated';

/**
 * Chooses a manager; the manager screen and the sidebar's level are fetched again before the promise
 * settles. Keeping `currentStyle` changes nothing else.
 */
export function useChooseManager(currentStyle: ManagerStyle | undefined) {
  const [choose, result] = useMutation(ChooseManagerDocument, {
    // A new manager means a new plan and outlook; the screens showing them are not mounted while
    // the chooser is, so a refetch would miss them: drop them from the cache instead.
    update(cache, _result, { variables }) {
      if (variables?.input.style === currentStyle) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'todaysPlan' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'careerOutlook' });
      cache.gc();
    },
    refetchQueries: [AiManagerDocument, WorkspaceUserDocument],
    awaitRefetchQueries: true,
  });
  const chooseStyle = useCallback(
    (style: ManagerStyle) => choose({ variables: { input: { style } } }),
    [choose],
  );
  return [chooseStyle, result] as const;
}
