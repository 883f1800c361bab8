import { randomInt } from 'node:crypto';
import {
  ANALYTICS_CLIENT_LIMIT,
  ANALYTICS_LIMITS,
  ANALYTICS_OTHER,
  type AnalyticsRecord,
  type PageviewRecord,
} from '../../contract/analytics';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { ANALYTICS_SHARDS, joinReferrerNames, markSessionDay, putRecord } from '../../entities/analytics';
import { take } from '../../entities/rate-limit-window';
import { takeClientLimit } from '../limits/per-client';
import { addToCounter, addToTotals, COUNT, counterNames } from './counters';
import { expiresAfterDays } from '../../entities/table';
import { addDays, dateOf, expiryAfterDay } from './days';
import { countedEvent, countedPage } from './site-pages';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Stores one visitor record (docs/SPEC.md §3; nothing else about the visitor, no IP address) with an
 * expiry, then counts it into the day's counters. Days are the author's days (her time zone, by
 * the server's clock): a device's clock decides nothing beyond the 24 h check. The author's own visits are stored and counted
 * apart, so the reader figures leave them out. The writes are separate, not a transaction
 * (transactions on shared counter items would conflict under load): a failure part-way can miss a
 * count, never double one, and the site does not retry.
 *
 * Nothing a caller sends can grow the figures without bound: each client has ANALYTICS_CLIENT_LIMIT
 * calls (else `retryAfterSeconds`), pages outside the site and undeclared events count as
 * ANALYTICS_OTHER, a referrer is kept as its origin and named referrers are capped per day, and
 * at most ANALYTICS_LIMITS.rawRecordsPerDay records are stored a day (all are counted).
 */
export async function trackVisit(
  deps: Deps,
  record: AnalyticsRecord,
  client: string,
): Promise<{ retryAfterSeconds?: number }> {
  const now = deps.now();
  checkClock(record.timestamp, now);
  const allowed = await takeClientLimit(deps, 'track', client, ANALYTICS_CLIENT_LIMIT);
  if (!allowed.allowed) return { retryAfterSeconds: allowed.retryAfterSeconds };
  const date = await dateOf(deps, now);
  const page = await countedPage(deps, record.page);
  if (record.type === 'pageview') {
    const counted = { ...record, page, referrer: record.referrer && new URL(record.referrer).origin };
    await Promise.all([store(deps, counted, now), countPageview(deps, date, counted, record.referrer)]);
  } else {
    const counted = { ...record, page, eventName: countedEvent(record.eventName) };
    await Promise.all([store(deps, counted, now), countEvent(deps, date, counted.eventName, counted.isAuthor)]);
  }
  return {};
}

/** Keeps the raw record, unless the day's ANALYTICS_LIMITS.rawRecordsPerDay are stored already. */
async function store(deps: Deps, record: AnalyticsRecord, now: Date) {
  if (
    !(await take(deps, 'analytics-records', { requests: ANALYTICS_LIMITS.rawRecordsPerDay, perSeconds: DAY_SECONDS }))
      .allowed
  )
    return;
  const receivedAt = now.toISOString();
  const { data, ...fields } = record.type === 'event' ? record : { ...record, data: undefined };
  await putRecord(
    deps,
    record.sessionId,
    // Event data is kept as JSON text: it is free-form, and DynamoDB numbers cannot hold every JSON number.
    { ...fields, ...(data === undefined ? {} : { data: JSON.stringify(data) }), receivedAt },
    expiresAfterDays(now, deps.analyticsRetentionDays),
  );
}

function checkClock(timestamp: string, now: Date) {
  const skewMs = Math.abs(Date.parse(timestamp) - now.getTime());
  if (!(skewMs <= ANALYTICS_LIMITS.clockSkewHours * 60 * 60 * 1000)) {
    throw new BadRequestError(
      `The timestamp ${timestamp} is more than ${ANALYTICS_LIMITS.clockSkewHours} hours away from the server's time (${now.toISOString()}); send the time of the visit.`,
    );
  }
}

async function countPageview(deps: Deps, date: string, record: PageviewRecord, referrer: string) {
  const author = record.isAuthor;
  const counted = firstVisitToday(deps, date, record.sessionId).then((isNew) =>
    addToTotals(
      deps,
      date,
      author ? { authorPageviews: 1, authorSessions: isNew ? 1 : 0 } : { pageviews: 1, sessions: isNew ? 1 : 0 },
    ),
  );
  if (author) return counted;
  const domain = referrerDomain(referrer, deps.siteUrl);
  await Promise.all([
    counted,
    addToCounter(deps, date, counterNames.page(record.page), { [COUNT]: 1 }),
    domain ? countReferrer(deps, date, domain) : undefined,
  ]);
}

/**
 * A referrer's counter grows if it exists on the shard picked (the common case, one write);
 * else the referrer must be one of the day's named referrers: a set of at most
 * ANALYTICS_LIMITS.referrersPerDay names, joined in one conditional update. Past that, a new
 * referrer counts as ANALYTICS_OTHER, so made-up referrers cannot add items without bound.
 */
async function countReferrer(deps: Deps, date: string, domain: string) {
  const shard = randomInt(ANALYTICS_SHARDS);
  if (await addToCounter(deps, date, counterNames.referrer(domain), { [COUNT]: 1 }, { shard, onlyIfExists: true }))
    return;
  const named = await isNamedReferrer(deps, date, domain);
  await addToCounter(deps, date, counterNames.referrer(named ? domain : ANALYTICS_OTHER), { [COUNT]: 1 }, { shard });
}

const isNamedReferrer = (deps: Deps, date: string, domain: string) =>
  joinReferrerNames(deps, date, domain, ANALYTICS_LIMITS.referrersPerDay, expiryAfterDay(addDays(date, 1), 1));

async function countEvent(deps: Deps, date: string, eventName: string, isAuthor: boolean) {
  if (isAuthor) return addToTotals(deps, date, { authorEvents: 1 });
  await addToCounter(deps, date, counterNames.event(eventName), { [COUNT]: 1 });
}

/**
 * True for a session's first pageview of the day: a conditional put of a per-day marker succeeds
 * exactly once however many pageviews race, so the day's session count is exact. The marker is
 * only needed during its day, so it expires soon after.
 */
const firstVisitToday = (deps: Deps, date: string, sessionId: string) =>
  markSessionDay(deps, sessionId, date, expiryAfterDay(addDays(date, 1), 1));

/** The referring site's host without `www.`; none for an empty referrer or the site itself. */
export function referrerDomain(referrer: string, siteUrl: string): string | null {
  if (!referrer) return null;
  const host = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  const domain = host(referrer);
  return URL.canParse(siteUrl) && host(siteUrl) === domain ? null : domain;
}
