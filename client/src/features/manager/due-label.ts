import { onFirstUse } from '../../lib/on-first-use';

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));
const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' }),
);

/** The local calendar day of a moment, as a number that grows by one each day. */
function dayNumber(moment: Date): number {
  return Math.floor(
    Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / (24 * 60 * 60 * 1000),
  );
}

/**
 * When a task is due, as a person says it: 'today, 6:00 PM', 'tomorrow, 11:32 PM', else the day
 * ('Mon, Dec 1, 9:00 AM'); 'overdue' once it has passed.
 */
export function dueLabel(deadline: Date, now: Date = new Date()): string {
  if (deadline.getTime() < now.getTime()) return 'overdue';
  const days = dayNumber(deadline) - dayNumber(now);
  const time = timeFormat().format(deadline);
  if (days === 0) return `today, ${time}`;
  if (days === 1) return `tomorrow, ${time}`;
  return `${dayFormat().format(deadline)}, ${time}`;
}
