import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CreateProjectInput } from '../../__generated__/types';
import { SidebarCareerLevelDocument } from '../workspace/LevelProgress.generated';
import { WorkspaceUserDocument } from '../workspace/WorkspaceLayout.generated';
import { ProjectsDocument } from './ProjectsRoute.generated';
import { CreateProjectDocument } from './use-create-project.generated';

/**
 * Creates a project. A new project changes the list and the counts, which the cache cannot infer, so
 * they are fetched again before the returned promise settles; the sidebar's project count too.
 */
export function useCreateProject() {
  const [createProject, result] = useMutation(CreateProjectDocument, {
    // The sidebar's career level too: a first project is a milestone.
    refetchQueries: [ProjectsDocument, WorkspaceUserDocument, SidebarCareerLevelDocument],
    awaitRefetchQueries: true,
  });
  const create = useCallback(
    (input: CreateProjectInput) => createProject({ variables: { input } }),
    [createProject],
  );
  return [create, result] as const;
}
