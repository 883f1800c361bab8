import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ANALYTICS_LIMITS, type AnalyticsRecord, type PageviewRecord } from '../../contract/analytics';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { analyticsRecordKey, analyticsSessionDayKey } from '../../lib/keys';
import { addToCounter, addToTotals, COUNT, counterNames } from './counters';
import { addDays, dateOf, epochSeconds, expiryAfterDay } from './days';

/**
 * Stores one visitor record as sent (SPEC §3; nothing else about the visitor, no IP address) with
 * an expiry, then counts it into the day's counters. Days are the server's UTC days: a device's
 * clock decides nothing beyond the 24 h check. The author's own visits are stored and counted
 * apart, so the reader figures leave them out. The writes are separate, not a transaction
 * (transactions on shared counter items would conflict under load): a failure part-way can miss a
 * count, never double one, and the site does not retry.
 */
export async function trackVisit(deps: Deps, record: AnalyticsRecord): Promise<void> {
  const now = deps.now();
  checkClock(record.timestamp, now);
  const date = dateOf(now);
  const receivedAt = now.toISOString();

  const { data, ...fields } = record.type === 'event' ? record : { ...record, data: undefined };
  const store = deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: {
        ...analyticsRecordKey(record.sessionId, receivedAt, randomUUID()),
        entity: 'analyticsRecord',
        ...fields,
        // Kept as JSON text: event data is free-form, and DynamoDB numbers cannot hold every JSON number.
        ...(data === undefined ? {} : { data: JSON.stringify(data) }),
        receivedAt,
        expiresAt: epochSeconds(now.getTime()) + deps.analyticsRetentionDays * 24 * 60 * 60,
      },
    }),
  );
  await Promise.all([store, record.type === 'pageview' ? countPageview(deps, date, record) : countEvent(deps, date, record.eventName, record.isAuthor)]);
}

function checkClock(timestamp: string, now: Date) {
  const skewMs = Math.abs(Date.parse(timestamp) - now.getTime());
  if (!(skewMs <= ANALYTICS_LIMITS.clockSkewHours * 60 * 60 * 1000)) {
    throw new BadRequestError(
      `The timestamp ${timestamp} is more than ${ANALYTICS_LIMITS.clockSkewHours} hours away from the server's time (${now.toISOString()}); send the time of the visit.`,
    );
  }
}

async function countPageview(deps: Deps, date: string, record: PageviewRecord) {
  const author = record.isAuthor;
  const counted = firstVisitToday(deps, date, record.sessionId).then((isNew) =>
    addToTotals(deps, date, author ? { authorPageviews: 1, authorSessions: isNew ? 1 : 0 } : { pageviews: 1, sessions: isNew ? 1 : 0 }),
  );
  if (author) return counted;
  const domain = referrerDomain(record.referrer, deps.siteUrl);
  await Promise.all([
    counted,
    addToCounter(deps, date, counterNames.page(normalisePath(record.page)), { [COUNT]: 1 }),
    domain ? addToCounter(deps, date, counterNames.referrer(domain), { [COUNT]: 1 }) : undefined,
  ]);
}

async function countEvent(deps: Deps, date: string, eventName: string, isAuthor: boolean) {
  if (isAuthor) return addToTotals(deps, date, { authorEvents: 1 });
  return addToCounter(deps, date, counterNames.event(eventName), { [COUNT]: 1 });
}

/**
 * True for a session's first pageview of the day: a conditional put of a per-day marker succeeds
 * exactly once however many pageviews race, so the day's session count is exact. The marker is
 * only needed during its day, so it expires soon after.
 */
async function firstVisitToday(deps: Deps, date: string, sessionId: string): Promise<boolean> {
  try {
    await deps.db.send(
      new PutCommand({
        TableName: deps.table,
        Item: { ...analyticsSessionDayKey(sessionId, date), entity: 'analyticsSessionDay', expiresAt: expiryAfterDay(addDays(date, 1), 1) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** `/books/` and `/books` are one page. */
const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** The referring site's host without `www.`; none for an empty referrer or the site itself. */
export function referrerDomain(referrer: string, siteUrl: string): string | null {
  if (!referrer) return null;
  const host = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  const domain = host(referrer);
  return URL.canParse(siteUrl) && host(siteUrl) === domain ? null : domain;
}
