import * as z from 'zod';
import { USER_AGENT_MAX } from './constants';

/**
 * Visitor analytics (docs/SPEC.md §3, §7): the record the reader site posts to `POST /api/analytics/track`,
 * and the figures the author's dashboard reads. Bounds keep one record small and its counters
 * meaningful; the server stores nothing about the visitor beyond this record (no IP address).
 */
export const ANALYTICS_LIMITS = {
  bodyBytes: 4 * 1024,
  pageLength: 256,
  referrerLength: 512,
  eventNameLength: 64,
  dataBytes: 1024,
  dataKeys: 20,
  dataDepth: 3,
  /** A record's timestamp may be this far from the server's clock (a wrong device clock, a queued send). */
  clockSkewHours: 24,
  /** Raw records kept per day (UTC); past it, visits are still counted but not stored one by one. */
  rawRecordsPerDay: 5000,
  /** Referring sites counted by name per day; later new ones are counted as ANALYTICS_OTHER. */
  referrersPerDay: 200,
} as const;

/** Track calls one client (source address) may make; past it the API answers 429 (the site ignores it). */
export const ANALYTICS_CLIENT_LIMIT = { requests: 120, perSeconds: 60 } as const;

/**
 * The events the site records, declared once: the frontend's `trackEvent` takes only these, and
 * the server counts any other name as ANALYTICS_OTHER, so no caller can add names to the figures.
 */
export const ANALYTICS_EVENT_NAMES = [
  'buy_direct_click',
  'bookstore_click',
  'sample_click',
  'download_click',
  'story_open',
  'video_play',
  'share_click',
  'newsletter_prompt_dismiss',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** What a page the site does not have, an undeclared event or a referrer past the day's cap is counted as. */
export const ANALYTICS_OTHER = '(other)';

/** Entries in each of the dashboard's lists (pages, referrers, events, sign-up sources). */
export const ANALYTICS_TOP_N = 20;

/** `session_` + time (ms since the epoch) + `_` + random: docs/SPEC.md §3's visitor_session_id. */
export const SESSION_ID_PATTERN = /^session_\d{10,16}_[A-Za-z0-9]{1,32}$/;

/** Makes a session id in the accepted format; the browser client stores it as `visitor_session_id`. */
export function newSessionId(nowMs = Date.now()): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 36).toString(36)).join('');
  return `session_${nowMs}_${random}`;
}

/** Pages whose pageviews open the sign-up funnel (docs/SPEC.md §2: /signup and /sign-up are one screen; /voss-trials is the Dream Team form). */
export const SIGNUP_PAGES = ['/signup', '/sign-up', '/voss-trials'] as const;

/** docs/SPEC.md §5: pageviews of these paths are never sent (the author's own screens), and the server refuses them. */
export const UNTRACKED_PATH_PREFIXES = ['/admin', '/analytics'] as const;
export const isTrackedPath = (path: string) => !UNTRACKED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

const page = z
  .string()
  .max(ANALYTICS_LIMITS.pageLength)
  .regex(/^\/[^\s?#]*$/, 'Send the page as a path starting with "/", without a query or fragment.');

const common = {
  page,
  timestamp: z.iso.datetime({
    offset: true,
    error: 'Send the timestamp as an ISO 8601 date and time, like 2025-07-26T14:03:00.000Z.',
  }),
  sessionId: z
    .string()
    .max(64)
    .regex(SESSION_ID_PATTERN, 'Send the sessionId as session_<time>_<random>, as the site makes it.'),
  isAuthor: z.boolean(),
};

const pageview = z.strictObject({
  type: z.literal('pageview'),
  ...common,
  page: page.refine(isTrackedPath, `Pageviews of ${UNTRACKED_PATH_PREFIXES.join(' and ')} pages are not recorded.`),
  /** The page the visitor came from, or empty when there is none. */
  referrer: z.literal('').or(z.url({ protocol: /^https?$/ }).max(ANALYTICS_LIMITS.referrerLength)),
  userAgent: z.string().max(USER_AGENT_MAX),
});

/** Event data: a small JSON object (few keys, shallow, a kilobyte at most). */
const eventData = z
  .record(z.string().max(64), z.json())
  .refine(
    (data) => Object.keys(data).length <= ANALYTICS_LIMITS.dataKeys,
    `Send at most ${ANALYTICS_LIMITS.dataKeys} fields in data.`,
  )
  .refine(
    (data) => depthOf(data) <= ANALYTICS_LIMITS.dataDepth,
    `Nest data at most ${ANALYTICS_LIMITS.dataDepth} levels deep.`,
  )
  .refine(
    (data) => new TextEncoder().encode(JSON.stringify(data)).length <= ANALYTICS_LIMITS.dataBytes,
    `Keep data under ${ANALYTICS_LIMITS.dataBytes} bytes of JSON.`,
  );

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Object.values(value as Record<string, unknown>);
  return 1 + Math.max(0, ...children.map(depthOf));
}

const event = z.strictObject({
  type: z.literal('event'),
  ...common,
  eventName: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'Name the event with letters, digits and _ . : - only.')
    .max(ANALYTICS_LIMITS.eventNameLength),
  data: eventData.optional(),
});

export const analyticsRecord = z.discriminatedUnion('type', [pageview, event], {
  error: 'Send type as "pageview" or "event".',
});
export type AnalyticsRecord = z.infer<typeof analyticsRecord>;
export type PageviewRecord = z.infer<typeof pageview>;
export type EventRecord = z.infer<typeof event>;

export const trackReply = z.object({ accepted: z.literal(true) });

/** The dashboard's windows, in days, ending today (UTC). */
export const ANALYTICS_RANGES = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;
export const analyticsRange = z.enum(Object.keys(ANALYTICS_RANGES) as [AnalyticsRange, ...AnalyticsRange[]], {
  error: 'Choose a range of 7d, 30d or 90d.',
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsFigures = z.object({
  range: analyticsRange,
  /** First and last day shown (inclusive), days of `timeZone`. */
  from: isoDate,
  to: isoDate,
  /** The author's time zone (IANA), whose days these are. */
  timeZone: z.string(),
  /** Every day of the range, oldest first; days without visits have zeros. Author visits are left out. */
  days: z.array(z.object({ date: isoDate, pageviews: z.number().int(), sessions: z.number().int() })),
  topPages: z.array(z.object({ page: z.string(), pageviews: z.number().int() })).max(ANALYTICS_TOP_N),
  topReferrers: z.array(z.object({ domain: z.string(), pageviews: z.number().int() })).max(ANALYTICS_TOP_N),
  events: z.array(z.object({ name: z.string(), count: z.number().int() })).max(ANALYTICS_TOP_N),
  funnel: z.object({
    signupPageviews: z.number().int(),
    signups: z.number().int(),
    confirmations: z.number().int(),
    signupsBySource: z.array(z.object({ source: z.string(), signups: z.number().int() })).max(ANALYTICS_TOP_N),
  }),
  /** The author's own visits in the range, stored but not part of the figures above. */
  excluded: z.object({ authorPageviews: z.number().int(), authorEvents: z.number().int() }),
});
export type AnalyticsFigures = z.infer<typeof analyticsFigures>;
