import type { AnalyticsEventName } from '@contract/analytics';
import type { BodyOf } from '@contract/routes';
import { PAGE_MAX, REFERRER_MAX, UNTRACKED_PAGE_PREFIXES, USER_AGENT_MAX } from './constants';
import type { KeyValueStorage } from './storage';
import { detectAuthor, recordPageVisit, recordSessionTime, sessionId, setAuthorMode } from './visitor';

export type AnalyticsRecord = BodyOf<'trackVisit'>;
type EventData = Extract<AnalyticsRecord, { type: 'event' }>['data'];

/** What the tracker needs from the browser, passed in so unit tests can fake it. */
export interface TrackerEnvironment {
  storage: KeyValueStorage;
  hostname: () => string;
  referrer: () => string;
  userAgent: () => string;
  now: () => number;
  send: (record: AnalyticsRecord) => Promise<unknown>;
  random?: () => number;
}

/** docs/SPEC.md §5: pageviews of /admin… and /analytics… are not sent. */
export function isTrackedPage(path: string): boolean {
  return !UNTRACKED_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function truncateUserAgent(userAgent: string): string {
  return userAgent.slice(0, USER_AGENT_MAX);
}

/** The referrer as the server accepts it: an http(s) URL of bounded length, else empty. */
function referrerOf(referrer: string): string {
  return /^https?:\/\//.test(referrer) && referrer.length <= REFERRER_MAX ? referrer : '';
}

/**
 * The visitor analytics client (docs/SPEC.md §3-§5): records the page history, and sends a pageview
 * per tracked route change and named events. Sending never throws and never shows anything:
 * a failure is a debug log line (docs/SPEC.md §7).
 */
export function createTracker(env: TrackerEnvironment) {
  const startedAt = env.now();
  let sessionEnded = false;

  function common(path: string) {
    return {
      page: path.slice(0, PAGE_MAX),
      timestamp: new Date(env.now()).toISOString(),
      sessionId: sessionId(env.storage, env.now(), env.random),
      isAuthor: detectAuthor(env.storage, env.hostname()).isAuthor,
    };
  }

  async function send(record: AnalyticsRecord) {
    try {
      await env.send(record);
    } catch (error) {
      console.debug('Analytics call failed (ignored):', error);
    }
  }

  return {
    /** Call on every route change: remembers the path, then sends a pageview unless it is untracked. */
    trackPageview(path: string): Promise<void> {
      recordPageVisit(env.storage, path);
      if (!isTrackedPage(path)) return Promise.resolve();
      return send({
        type: 'pageview',
        ...common(path),
        referrer: referrerOf(env.referrer()),
        userAgent: truncateUserAgent(env.userAgent()),
      });
    },
    /** A named event on the current page, with optional small JSON data. */
    trackEvent(eventName: AnalyticsEventName, data?: EventData, path = '/'): Promise<void> {
      return send({ type: 'event', ...common(path), eventName, ...(data ? { data } : {}) });
    },
    /** Remembers how long this visit lasted (for the long-session average). */
    endSession() {
      if (sessionEnded) return;
      sessionEnded = true;
      recordSessionTime(env.storage, env.now() - startedAt);
    },
    markAsAuthor: () => setAuthorMode(env.storage, true),
    markAsRegularVisitor: () => setAuthorMode(env.storage, false),
  };
}

export type Tracker = ReturnType<typeof createTracker>;
