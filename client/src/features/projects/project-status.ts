import type { ProjectStatus } from '../../__generated__/types';
import type { BadgeTone } from '../../components/Badge';

/** The release pipeline in order, as the tabs, the badges and the status select name it. */
export const PROJECT_STATUSES: ReadonlyArray<{ value: ProjectStatus; label: string }> = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'RECORDING', label: 'Recording' },
  { value: 'MIXING', label: 'Mixing' },
  { value: 'MASTERING', label: 'Mastering' },
  { value: 'RELEASED', label: 'Released' },
];

/** The keys of the `counts` field: one per status, and all. */
export type CountKey = 'all' | Lowercase<ProjectStatus>;

export function statusLabel(status: ProjectStatus): string {
  return PROJECT_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

/** The `counts` field (and the address's `?status=`) that stands for a status. */
export function countKey(status: ProjectStatus): Lowercase<ProjectStatus> {
  return status.toLowerCase() as Lowercase<ProjectStatus>;
}

/**
 * The badge colour of each stage: draft is neutral grey, recording info (cyan), mixing accent (violet),
 * mastering warning (amber: the last step before release), released success (green). No red: red is for errors.
 */
const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  DRAFT: 'neutral',
  RECORDING: 'info',
  MIXING: 'accent',
  MASTERING: 'warning',
  RELEASED: 'success',
};

export function statusTone(status: ProjectStatus): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral';
}
