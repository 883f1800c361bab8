import { dayIn } from '../../contract/time-zone';
import { epochSeconds } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { authorTimeZone } from '../admin/time-zone';

/** Calendar days as the analytics figures count them: `YYYY-MM-DD`, days of the author's time zone. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The author's day of an instant (core/admin/time-zone.ts): a visit at 9 pm in Ontario counts that evening. */
export const dateOf = async (deps: Deps, at: Date) => dayIn(await authorTimeZone(deps), at);

/** Calendar arithmetic on day names, which are the same days in any zone. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The `count` days ending with `last`, oldest first. */
export function daysEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** When something kept for `retentionDays` from the start of `date` expires. */
export const expiryAfterDay = (date: string, retentionDays: number) =>
  epochSeconds(Date.parse(`${addDays(date, retentionDays)}T00:00:00Z`));
