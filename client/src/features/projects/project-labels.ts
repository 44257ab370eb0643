import { onFirstUse } from '../../lib/on-first-use';

/** '1 track', '2 tracks', '0 collaborators': the noun takes an s unless there is exactly one. */
export function countLabel(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

// The screens are written in English, so their dates are too ('Nov 21, 2026').
const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

export function formatShortDate(iso: string): string {
  return shortDate().format(new Date(iso));
}
