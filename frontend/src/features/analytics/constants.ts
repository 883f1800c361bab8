import { PAGE_HISTORY_MAX, USER_AGENT_MAX } from '@contract/constants';

/** Visitor analytics constants (docs/SPEC.md §3, §4, §5, §9), in one place. */

export { PAGE_HISTORY_MAX, USER_AGENT_MAX };

/** localStorage keys (docs/SPEC.md §3). */
export const STORAGE_KEYS = {
  sessionId: 'visitor_session_id',
  authorMode: 'author_mode',
  pageHistory: 'page_history',
  sessionTimes: 'session_times',
} as const;

/** Hosts that are the author's own machine. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
/** Visiting any of these marks the visitor as the author (docs/SPEC.md §4). */
export const AUTHOR_PAGES = ['/admin', '/analytics', '/edit', '/dashboard', '/settings'];
/** Pageviews of paths starting with these are not sent (docs/SPEC.md §5). */
export const UNTRACKED_PAGE_PREFIXES = ['/admin', '/analytics'];
/** An average session longer than this is computed as a signal but, per docs/SPEC.md §4, never decides. */
export const LONG_SESSION_MS = 300_000;
/** How many past session durations are kept for that average. */
export const SESSION_TIMES_MAX = 20;

/** The server's limits on a record (functions/contract/analytics.ts ANALYTICS_LIMITS), mirrored without zod. */
export const PAGE_MAX = 256;
export const REFERRER_MAX = 512;
