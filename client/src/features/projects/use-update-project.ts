import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { UpdateProjectInput } from '../../__generated__/types';
import { ProjectsDocument } from './ProjectsRoute.generated';
import { UpdateProjectDocument } from './use-update-project.generated';

/**
 * Changes a project. Its card takes the new values from the answer; the list is fetched again (before
 * the returned promise settles) because a new status moves the project between tabs and changes the counts.
 */
export function useUpdateProject() {
  const [updateProject, result] = useMutation(UpdateProjectDocument, {
    refetchQueries: [ProjectsDocument],
    awaitRefetchQueries: true,
  });
  const update = useCallback(
    (input: UpdateProjectInput) => updateProject({ variables: { input } }),
    [updateProject],
  );
  return [update, result] as const;
}
