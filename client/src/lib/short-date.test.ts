import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatShortDate } from './short-date';

describe('formatShortDate', () => {
  it("reads as Intl's en-US short date, in the reader's time zone", () => {
    const english = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (const iso of [
      '2026-01-01T00:00:00Z',
      '2026-11-21T12:30:00Z',
      '2027-05-09T23:59:59Z',
      '2026-12-31T23:30:00Z',
    ]) {
      expect(formatShortDate(iso)).toBe(english.format(new Date(iso)));
    }
  });

  it('writes each month by its abbreviation', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatShortDate(new Date(2026, month, 15).toISOString()),
    );
    expect(months.map((label) => label.slice(0, 3))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(months[10]).toBe('Nov 15, 2026');
  });
});

describe('formatCalendarDay', () => {
  it('writes a calendar day as it is, whatever the time zone', () => {
    expect(formatCalendarDay('2027-03-05')).toBe('Mar 5, 2027');
    expect(formatCalendarDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('Jan 1, 2027');
  });
});
