import type { ProfileChangesInput } from '../../__generated__/graphql';

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

/** The edit form's values as changes: every field is sent, so one cleared is cleared on the server too. */
export function readProfileChanges(form: FormData): ProfileChangesInput {
  const changes: ProfileChangesInput = {};
  for (const field of TEXT_FIELDS) changes[field] = String(form.get(field) ?? '');
  const avatar = form.get('avatar');
  if (typeof avatar === 'string') changes.avatar = avatar;
  return changes;
}
