import type { AnalyticsEventName } from '@contract/analytics';
import { callApi } from '../../lib/api';
import type { Tracker } from './tracker';

/**
 * The browser's tracker: real localStorage, location and navigator, and `POST
 * /api/analytics/track` (the `trackVisit` route; callApi sends credentials). Its code is loaded
 * with the first pageview, after the app has started: counting is no part of showing the page.
 * Made on first use, so prerendering at build time (no window) never touches it.
 * Calls keep their order: each waits for the same tracker.
 */
let tracker: Promise<Tracker> | undefined;

function browserTracker(): Promise<Tracker> | undefined {
  if (typeof window === 'undefined') return undefined;
  tracker ??= Promise.all([import('./tracker'), import('./storage')]).then(([{ createTracker }, { safeStorage }]) => {
    const created = createTracker({
      storage: safeStorage(() => window.localStorage),
      hostname: () => window.location.hostname,
      // A page of this site is no referrer: reader pages are reached from each other by plain page loads.
      referrer: () => (document.referrer.startsWith(`${window.location.origin}/`) ? '' : document.referrer),
      userAgent: () => navigator.userAgent,
      now: () => Date.now(),
      // keepalive: a reader who follows a link at once still counts (reader pages are plain page loads).
      send: (record) => callApi('trackVisit', { body: record, keepalive: true }),
    });
    window.addEventListener('pagehide', () => created.endSession());
    return created;
  });
  return tracker;
}

const withTracker = (use: (tracker: Tracker) => unknown) =>
  void browserTracker()?.then(use, (error: unknown) => {
    // The chunk did not arrive (offline, a new deployment): this visit goes uncounted, and is retried.
    tracker = undefined;
    console.warn('Analytics could not load', error);
  });

export function trackPageview(path: string): void {
  withTracker((t) => t.trackPageview(path));
}

/** Records a named event (docs/SPEC.md §3), one of ANALYTICS_EVENT_NAMES: `trackEvent('download_click', { book: 'true-veil' })`. */
export function trackEvent(name: AnalyticsEventName, data?: Parameters<Tracker['trackEvent']>[1]): void {
  const path = window.location.pathname;
  withTracker((t) => t.trackEvent(name, data, path));
}

/** Marks this browser as the author's, so its visits are left out of the figures. */
export function markAsAuthor(): void {
  withTracker((t) => t.markAsAuthor());
}

/** Marks this browser as a regular visitor's again. */
export function markAsRegularVisitor(): void {
  withTracker((t) => t.markAsRegularVisitor());
}
