const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 21, 2026' in the reader's time zone. The screens are written in English, so their dates are too.
 * Written out rather than with Intl.DateTimeFormat because a page's first Intl call starts ICU, about
 * 100 ms of one task under Lighthouse's 4x CPU slowdown, and the dashboard's first screen shows dates.
 */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'Mar 5, 2027' for the calendar day '2027-03-05', the same day in every time zone. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}
