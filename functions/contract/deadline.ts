import { dayIn, DEFAULT_TIME_ZONE, instantIn } from './time-zone';

// An ARC round's review deadline: a day of the author's, in the time zone the round was set in
// (her setting when she made it; Ontario's for a round stored without one). Zod-free, for any page's bundle.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar day `days` after `day` (both YYYY-MM-DD). */
function dayAfter(day: string, days: number): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A deadline (YYYY-MM-DD) ends with its day in `zone`: its last second, before the next day's midnight there. */
export const deadlineInstant = (deadline: string, zone = DEFAULT_TIME_ZONE) =>
  new Date(instantIn(zone, dayAfter(deadline, 1)).getTime() - 1000);
/** Whole days left before a deadline ends, counted in `zone`'s days: 0 on its last day, negative once it has passed. */
export const daysToDeadline = (deadline: string, now = new Date(), zone = DEFAULT_TIME_ZONE) =>
  Math.round((Date.parse(deadline) - Date.parse(dayIn(zone, now))) / DAY_MS);
/**
 * The author's calendar day `days` from now in `zone` (YYYY-MM-DD), the way a deadline is written: in
 * the evening in Ontario the UTC date is already tomorrow's, so "in 21 days" counted in UTC reads 22.
 */
export const authorDayIn = (days: number, now = new Date(), zone = DEFAULT_TIME_ZONE): string =>
  dayAfter(dayIn(zone, now), days);
let deadlineWords: Intl.DateTimeFormat | undefined;
/**
 * A deadline as the reader's page, the emails and the admin write it: "Friday, December 18, 2026".
 * The words of a calendar day are the same in every zone, so they are read at noon UTC.
 */
export function formatDeadline(deadline: string): string {
  deadlineWords ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return deadlineWords.format(new Date(`${deadline}T12:00:00Z`));
}
