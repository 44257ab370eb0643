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
