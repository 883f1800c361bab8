import { PAGE_HISTORY_MAX, USER_AGENT_MAX } from '../../../../functions/contract/constants';

/** Visitor analytics constants (SPEC §3, §4, §5, §9), in one place. */

export { PAGE_HISTORY_MAX, USER_AGENT_MAX };

/** localStorage keys (SPEC §3). */
export const STORAGE_KEYS = {
  sessionId: 'visitor_session_id',
  authorMode: 'author_mode',
  pageHistory: 'page_history',
  sessionTimes: 'session_times',
} as const;

/** Hosts that are the author's own machine. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
/** Visiting any of these marks the visitor as the author (SPEC §4). */
export const AUTHOR_PAGES = ['/admin', '/analytics', '/edit', '/dashboard', '/settings'];
/** Pageviews of paths starting with these are not sent (SPEC §5). */
export const UNTRACKED_PAGE_PREFIXES = ['/admin', '/analytics'];
/** An average session longer than this is computed as a signal but, per SPEC §4, never decides. */
export const LONG_SESSION_MS = 300_000;
/** How many past session durations are kept for that average. */
export const SESSION_TIMES_MAX = 20;

/** The server's limits on a record (functions/contract/analytics.ts ANALYTICS_LIMITS), mirrored without zod. */
export const PAGE_MAX = 256;
export const REFERRER_MAX = 512;
