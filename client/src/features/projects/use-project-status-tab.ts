import { useSearchParams } from 'react-router-dom';
import type { ProjectStatus } from '../../__generated__/types';
import { countKey, PROJECT_STATUSES } from './project-status';

const statusByParam = new Map(PROJECT_STATUSES.map(({ value }) => [countKey(value) as string, value]));

/** The selected status tab, kept in the address (`?status=mixing`) so a reload or a link keeps it. */
export function useProjectStatusTab() {
  const [params, setParams] = useSearchParams();
  const status: ProjectStatus | undefined = statusByParam.get(params.get('status') ?? '');
  const setStatus = (next: ProjectStatus | undefined) =>
    setParams(next ? { status: countKey(next) } : {}, { replace: true });
  return { status, setStatus };
}
