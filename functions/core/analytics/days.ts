import { epochSeconds } from '../../entities/table';
/** Calendar days as the analytics figures count them: UTC dates, `YYYY-MM-DD`. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) =>
  dateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/** The `count` days ending with the day of `at`, oldest first. */
export function daysEnding(at: Date, count: number): string[] {
  const last = dateOf(at);
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** When something kept for `retentionDays` from the start of `date` expires. */
export const expiryAfterDay = (date: string, retentionDays: number) =>
  epochSeconds(Date.parse(`${addDays(date, retentionDays)}T00:00:00Z`));
