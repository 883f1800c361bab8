import { DELIVERY_TIME_ZONE } from './constants';

// An ARC round's review deadline: a day of the author's. Zod-free, for any page's bundle.

/** A deadline (YYYY-MM-DD) ends with its day where the author lives (Ontario; read as EST, so never early). */
export const deadlineInstant = (deadline: string) => new Date(`${deadline}T23:59:59-05:00`);
/** Whole days left before a deadline ends: 0 on its last day, negative once it has passed. */
export const daysToDeadline = (deadline: string, now = new Date()) =>
  Math.floor((deadlineInstant(deadline).getTime() - now.getTime()) / (24 * 60 * 60 * 1000));
let authorDays: Intl.DateTimeFormat | undefined;
/**
 * The author's calendar day `days` from now (YYYY-MM-DD), the way a deadline is written: in the
 * evening in Ontario the UTC date is already tomorrow's, so "in 21 days" counted in UTC reads 22.
 */
export function authorDayIn(days: number, now = new Date()): string {
  authorDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: DELIVERY_TIME_ZONE });
  const day = new Date(`${authorDays.format(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
let deadlineWords: Intl.DateTimeFormat | undefined;
/** A deadline as the reader's page, the emails and the admin write it: "Friday, December 18, 2026". */
export function formatDeadline(deadline: string): string {
  deadlineWords ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: DELIVERY_TIME_ZONE,
  });
  return deadlineWords.format(new Date(`${deadline}T12:00:00-05:00`));
}
