import { randomInt } from 'node:crypto';
import type { Deps } from '../../lib/deps';
import { addToCounterItem, ANALYTICS_SHARDS, queryCounterDays } from '../../entities/analytics';
import { addDays, dateOf, expiryAfterDay } from './days';

/**
 * Per-day counters (their storage: functions/entities/analytics.ts). Every increment is one atomic
 * UpdateItem ADD on a shard picked at random, so concurrent writers never lose a count and no
 * single partition takes a popular day's traffic; readers sum the shards.
 */

/** What a day's `TOTAL` item counts. Reader figures leave the author's own visits out. */
export type TotalField =
  'pageviews' | 'sessions' | 'authorPageviews' | 'authorSessions' | 'authorEvents' | 'signups' | 'confirmations';

export const counterNames = {
  total: 'TOTAL',
  page: (path: string) => `PAGE#${path}`,
  referrer: (domain: string) => `REF#${domain}`,
  event: (name: string) => `EVENT#${name}`,
  signupSource: (source: string) => `SIGNUP#${source}`,
} as const;

/** The attribute holding the count of a named (page, referrer, event, source) counter item. */
export const COUNT = 'count';

/**
 * Adds to a counter item of the day, on a shard picked at random unless `options.shard` names
 * one. With `onlyIfExists` it never creates the item, and answers false when it does not exist
 * (yet) on that shard.
 */
export async function addToCounter(
  deps: Deps,
  date: string,
  counter: string,
  fields: Record<string, number>,
  options: { shard?: number; onlyIfExists?: boolean } = {},
): Promise<boolean> {
  const key = { date, shard: options.shard ?? randomInt(ANALYTICS_SHARDS), counter };
  return addToCounterItem(deps, key, fields, expiryAfterDay(date, deps.analyticsRetentionDays), options.onlyIfExists);
}

export const addToTotals = async (deps: Deps, date: string, fields: Partial<Record<TotalField, number>>) => {
  await addToCounter(deps, date, counterNames.total, fields as Record<string, number>);
};

/** A sign-up source as a counter name: short, lower-case, no key separators. */
const sourceName = (source: string) =>
  source
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .slice(0, 40) || '(none)';

/** Called by the mailing list when a sign-up is recorded (any form, any source). */
export async function countSignup(deps: Deps, at: Date, source: string): Promise<void> {
  const date = await dateOf(deps, at);
  await Promise.all([
    addToTotals(deps, date, { signups: 1 }),
    addToCounter(deps, date, counterNames.signupSource(sourceName(source)), { [COUNT]: 1 }),
  ]);
}

/** Called by the mailing list when a subscriber confirms their address. */
export async function countConfirmation(deps: Deps, at: Date): Promise<void> {
  await addToTotals(deps, await dateOf(deps, at), { confirmations: 1 });
}

export interface CounterItem {
  date: string;
  /** `TOTAL`, or a kind and a name: `PAGE#/books`. */
  counter: string;
  fields: Record<string, number>;
}

/**
 * Every counter item of the days `first`..`last`, unsummed: one query per (month, shard), all at
 * once, paged. No records are read, so the cost follows the number of distinct pages, referrers
 * and events per day, not the traffic.
 */
export async function readCounters(deps: Deps, first: string, last: string): Promise<CounterItem[]> {
  const months = new Set<string>();
  for (let date = first; date <= last; date = addDays(date, 1)) months.add(date.slice(0, 7));
  const partitions = [...months].flatMap((month) =>
    Array.from({ length: ANALYTICS_SHARDS }, (_, shard) => ({ month, shard })),
  );
  const pages = await Promise.all(
    partitions.map(({ month, shard }) => queryCounterDays(deps, month, shard, first, addDays(last, 1))),
  );
  return pages.flat().map((item) => {
    const sk = String(item.sk);
    const fields = Object.entries(item).filter(([name, value]) => typeof value === 'number' && name !== 'expiresAt');
    return {
      date: sk.slice(0, 10),
      counter: sk.slice(11),
      fields: Object.fromEntries(fields) as Record<string, number>,
    };
  });
}
