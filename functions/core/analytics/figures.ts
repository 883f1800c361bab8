import {
  analyticsRange,
  ANALYTICS_RANGES,
  ANALYTICS_TOP_N,
  SIGNUP_PAGES,
  type AnalyticsFigures,
  type AnalyticsRange,
} from '../../contract/analytics';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { COUNT, readCounters, type CounterItem } from './counters';
import { dayIn } from '../../contract/time-zone';
import { authorTimeZone } from '../admin/time-zone';
import { daysEnding } from './days';

export function parseRange(text: string): AnalyticsRange {
  const parsed = analyticsRange.safeParse(text);
  if (!parsed.success)
    throw new BadRequestError(
      `Choose a range of ${Object.keys(ANALYTICS_RANGES).join(', ')}; "${text}" is not one of them.`,
    );
  return parsed.data;
}

/** The author's figures for the last 7, 30 or 90 days (today included), summed from the day counters. */
export async function analyticsFigures(deps: Deps, range: AnalyticsRange): Promise<AnalyticsFigures> {
  const timeZone = await authorTimeZone(deps);
  const dates = daysEnding(dayIn(timeZone, deps.now()), ANALYTICS_RANGES[range]);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const items = await readCounters(deps, from, to);

  const totals = new Map<string, Record<string, number>>();
  const named = {
    PAGE: new Map<string, number>(),
    REF: new Map<string, number>(),
    EVENT: new Map<string, number>(),
    SIGNUP: new Map<string, number>(),
  };
  for (const item of items) {
    if (item.counter === 'TOTAL') totals.set(item.date, sum(totals.get(item.date) ?? {}, item.fields));
    else addNamed(named, item);
  }
  const total = (field: string) => [...totals.values()].reduce((n, day) => n + (day[field] ?? 0), 0);

  return {
    range,
    from,
    to,
    timeZone,
    days: dates.map((date) => ({
      date,
      pageviews: totals.get(date)?.pageviews ?? 0,
      sessions: totals.get(date)?.sessions ?? 0,
    })),
    topPages: ranked(named.PAGE).map(([page, pageviews]) => ({ page, pageviews })),
    topReferrers: ranked(named.REF).map(([domain, pageviews]) => ({ domain, pageviews })),
    events: ranked(named.EVENT).map(([name, count]) => ({ name, count })),
    funnel: {
      signupPageviews: SIGNUP_PAGES.reduce((n, page) => n + (named.PAGE.get(page) ?? 0), 0),
      signups: total('signups'),
      confirmations: total('confirmations'),
      signupsBySource: ranked(named.SIGNUP).map(([source, signups]) => ({ source, signups })),
    },
    excluded: { authorPageviews: total('authorPageviews'), authorEvents: total('authorEvents') },
  };
}

function sum(into: Record<string, number>, fields: Record<string, number>) {
  for (const [name, value] of Object.entries(fields)) into[name] = (into[name] ?? 0) + value;
  return into;
}

/** Adds a `PAGE#/books`-style item to its kind's map (shards and days summed). */
function addNamed(maps: Record<string, Map<string, number>>, item: CounterItem) {
  const separator = item.counter.indexOf('#');
  const map = maps[item.counter.slice(0, separator)];
  if (separator < 0 || !map) return;
  const name = item.counter.slice(separator + 1);
  map.set(name, (map.get(name) ?? 0) + (item.fields[COUNT] ?? 0));
}

/** The top ANALYTICS_TOP_N, largest first; ties by name so the order is stable. */
function ranked(map: Map<string, number>): [string, number][] {
  return [...map]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, ANALYTICS_TOP_N);
}
