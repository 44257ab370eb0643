import { PROFILE_FIGURE_LIMITS } from '@backline/field-rules';
import type { UpdateProfileInput } from '../../__generated__/types';

const TEXT_FIELDS = [
  'artistName',
  'role',
  'location',
  'bio',
  'website',
  'spotify',
  'soundcloud',
  'instagram',
  'twitter',
] as const;

/**
 * The figures the artist enters (the AI manager's outlook reads all but `following`), with the
 * server's limits: counts are whole numbers up to the largest a JSON number holds exactly (SafeInt),
 * revenue is in US dollars with cents.
 */
export const FIGURE_FIELDS = [
  {
    name: 'monthlyListeners',
    label: 'Monthly listeners',
    max: PROFILE_FIGURE_LIMITS.monthlyListeners,
    step: 1,
  },
  { name: 'totalStreams', label: 'Total streams', max: PROFILE_FIGURE_LIMITS.totalStreams, step: 1 },
  { name: 'followers', label: 'Followers', max: PROFILE_FIGURE_LIMITS.followers, step: 1 },
  { name: 'following', label: 'Following', max: PROFILE_FIGURE_LIMITS.following, step: 1 },
  {
    name: 'totalRevenueUsd',
    label: 'Total revenue (USD)',
    max: PROFILE_FIGURE_LIMITS.totalRevenueUsd,
    step: 0.01,
  },
] as const;
export type FigureField = (typeof FIGURE_FIELDS)[number]['name'];

/** The edit form's values as changes: every field is sent, so one cleared is cleared on the server too. */
export function readProfileChanges(form: FormData): UpdateProfileInput {
  const changes: UpdateProfileInput = {};
  for (const field of TEXT_FIELDS) changes[field] = String(form.get(field) ?? '');
  // An empty figure is 0: not entered. Anything else goes as typed; the server checks the range.
  for (const { name } of FIGURE_FIELDS) changes[name] = Number(String(form.get(name) ?? '').trim() || 0);
  const avatar = form.get('avatar');
  if (typeof avatar === 'string') changes.avatar = avatar;
  return changes;
}
