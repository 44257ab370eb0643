import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label';

/** A local time on 27 November 2026. */
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);

describe('when a task is due, in words', () => {
  it('says today or tomorrow with the time, else the day, and overdue once passed', () => {
    const now = at(27, 23, 32);
    expect(dueLabel(at(27, 23, 50), now)).toBe('today, 11:50 PM');
    expect(dueLabel(at(28, 23, 32), now)).toBe('tomorrow, 11:32 PM');
    expect(dueLabel(at(30, 9), now)).toBe('Mon, Nov 30, 9:00 AM');
    expect(dueLabel(at(27, 22), now)).toBe('overdue');
  });
});
