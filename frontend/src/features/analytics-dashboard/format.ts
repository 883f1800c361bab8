/**
 * Display helpers for the figures. The server's days are day names (`YYYY-MM-DD`) of the author's
 * time zone, already counted there: each is written as that day, read as UTC so no zone moves it.
 */

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Jul 26" */
export const formatShortDay = (isoDate: string) => shortDate.format(dayOf(isoDate));
/** "Sat, Jul 26, 2025" */
export const formatLongDay = (isoDate: string) => longDate.format(dayOf(isoDate));
/** "1,234" */
export const formatCount = (n: number) => count.format(n);

/** `part` as a share of `whole` ("42.9%"), or null when there is nothing to divide by. */
export function formatRate(part: number, whole: number): string | null {
  return whole > 0 ? percent.format(part / whole) : null;
}
