import type { AnalyticsEventName } from '../../../../functions/contract/analytics';
import { callApi } from '../../lib/api';
import { safeStorage } from './storage';
import { createTracker, type Tracker } from './tracker';

/**
 * The browser's tracker: real localStorage, location and navigator, and `POST
 * /api/analytics/track` (the `trackVisit` route; callApi sends credentials). Made on first use,
 * so prerendering at build time (no window) never touches it.
 */
let tracker: Tracker | undefined;

function browserTracker(): Tracker | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!tracker) {
    const created = createTracker({
      storage: safeStorage(() => window.localStorage),
      hostname: () => window.location.hostname,
      referrer: () => document.referrer,
      userAgent: () => navigator.userAgent,
      now: () => Date.now(),
      send: (record) => callApi('trackVisit', { body: record }),
    });
    window.addEventListener('pagehide', () => created.endSession());
    tracker = created;
  }
  return tracker;
}

export function trackPageview(path: string): void {
  void browserTracker()?.trackPageview(path);
}

/** Records a named event (SPEC §3), one of ANALYTICS_EVENT_NAMES: `trackEvent('download_click', { book: 'true-veil' })`. */
export function trackEvent(name: AnalyticsEventName, data?: Parameters<Tracker['trackEvent']>[1]): void {
  void browserTracker()?.trackEvent(name, data, window.location.pathname);
}

/** Marks this browser as the author's, so its visits are left out of the figures. */
export function markAsAuthor(): void {
  browserTracker()?.markAsAuthor();
}

/** Marks this browser as a regular visitor's again. */
export function markAsRegularVisitor(): void {
  browserTracker()?.markAsRegularVisitor();
}
