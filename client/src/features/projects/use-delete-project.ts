import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { WorkspaceUserDocument } from '../workspace/WorkspaceLayout.generated';
import { ProjectsDocument } from './ProjectsRoute.generated';
import { DeleteProjectDocument } from './use-delete-project.generated';

/**
 * Deletes a project: it leaves every cached list at once, and the list with its counts and the
 * sidebar's project count are fetched again.
 */
export function useDeleteProject() {
  const [deleteProject, result] = useMutation(DeleteProjectDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Project', id: data.deleteProject.id }) });
      cache.gc();
    },
    refetchQueries: [ProjectsDocument, WorkspaceUserDocument],
  });
  const remove = useCallback(
    (projectId: string) => deleteProject({ variables: { input: { projectId } } }),
    [deleteProject],
  );
  return [remove, result] as const;
}
