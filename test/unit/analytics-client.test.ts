import { describe, expect, it, vi } from 'vitest';
import { SESSION_ID_PATTERN } from '../../functions/contract/analytics';
import { STORAGE_KEYS } from '../../frontend/src/features/analytics/constants';
import type { KeyValueStorage } from '../../frontend/src/features/analytics/storage';
import {
  createTracker,
  isTrackedPage,
  truncateUserAgent,
  type AnalyticsRecord,
} from '../../frontend/src/features/analytics/tracker';
import {
  detectAuthor,
  pageHistory,
  recordPageVisit,
  recordSessionTime,
  sessionId,
  setAuthorMode,
} from '../../frontend/src/features/analytics/visitor';

/** A small in-memory localStorage. */
function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const NOW = Date.parse('2025-07-26T14:03:00.000Z');
const PUBLIC_HOST = 'rowanashcroft.com';

function tracker(
  overrides: {
    storage?: KeyValueStorage;
    hostname?: string;
    userAgent?: string;
    send?: (r: AnalyticsRecord) => Promise<unknown>;
  } = {},
) {
  const sent: AnalyticsRecord[] = [];
  const storage = overrides.storage ?? fakeStorage();
  const t = createTracker({
    storage,
    hostname: () => overrides.hostname ?? PUBLIC_HOST,
    referrer: () => 'https://www.google.com/',
    userAgent: () => overrides.userAgent ?? 'Mozilla/5.0 (test)',
    now: () => NOW,
    send:
      overrides.send ??
      (async (record) => {
        sent.push(record);
      }),
  });
  return { t, sent, storage };
}

describe('session id', () => {
  it('is session_ + time + random, in the format the server accepts, and is kept', () => {
    const storage = fakeStorage();
    const id = sessionId(storage, NOW);
    expect(id).toMatch(new RegExp(`^session_${NOW}_[a-z0-9]{9}$`));
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBe(id);
    expect(sessionId(storage, NOW + 5000)).toBe(id);
  });

  it('replaces a stored value that is not a session id', () => {
    const storage = fakeStorage({ [STORAGE_KEYS.sessionId]: 'garbage' });
    expect(sessionId(storage, NOW)).toMatch(SESSION_ID_PATTERN);
  });
});

describe('page history', () => {
  it('keeps only the last 50 paths', () => {
    const storage = fakeStorage();
    for (let i = 1; i <= 60; i++) recordPageVisit(storage, `/page-${i}`);
    const history = pageHistory(storage);
    expect(history).toHaveLength(50);
    expect(history[0]).toBe('/page-11');
    expect(history.at(-1)).toBe('/page-60');
  });

  it('reads a malformed stored history as empty', () => {
    expect(pageHistory(fakeStorage({ [STORAGE_KEYS.pageHistory]: '{not json' }))).toEqual([]);
  });
});

describe('author detection', () => {
  it('is false for a regular visitor on the public host', () => {
    expect(detectAuthor(fakeStorage(), PUBLIC_HOST).isAuthor).toBe(false);
  });

  it('is true when author_mode is true, and follows the explicit marks', () => {
    const storage = fakeStorage();
    setAuthorMode(storage, true);
    expect(storage.getItem(STORAGE_KEYS.authorMode)).toBe('true');
    expect(detectAuthor(storage, PUBLIC_HOST).isAuthor).toBe(true);
    setAuthorMode(storage, false);
    expect(storage.getItem(STORAGE_KEYS.authorMode)).toBe('false');
    expect(detectAuthor(storage, PUBLIC_HOST).isAuthor).toBe(false);
  });

  it.each(['localhost', '127.0.0.1'])('is true on the local host %s', (host) => {
    expect(detectAuthor(fakeStorage(), host).isAuthor).toBe(true);
  });

  it.each(['/admin', '/admin/downloads', '/analytics', '/blog/edit/x', '/dashboard', '/settings'])(
    'is true once the history contains %s',
    (path) => {
      const storage = fakeStorage();
      recordPageVisit(storage, '/books');
      expect(detectAuthor(storage, PUBLIC_HOST).isAuthor).toBe(false);
      recordPageVisit(storage, path);
      expect(detectAuthor(storage, PUBLIC_HOST).isAuthor).toBe(true);
    },
  );

  it('computes the long-session signal (average over 300000 ms) without letting it decide', () => {
    const storage = fakeStorage();
    recordSessionTime(storage, 400_000);
    recordSessionTime(storage, 500_000);
    const result = detectAuthor(storage, PUBLIC_HOST);
    expect(result.signals.longSessions).toBe(true);
    expect(result.isAuthor).toBe(false);
  });
});

describe('tracker', () => {
  it('sends a pageview with the record fields and the user agent cut to 100 characters', async () => {
    const longAgent = 'A'.repeat(150);
    const { t, sent } = tracker({ userAgent: longAgent });
    await t.trackPageview('/books');
    expect(sent).toHaveLength(1);
    const record = sent[0]!;
    expect(record).toMatchObject({
      type: 'pageview',
      page: '/books',
      timestamp: '2025-07-26T14:03:00.000Z',
      isAuthor: false,
      referrer: 'https://www.google.com/',
    });
    expect(record.sessionId).toMatch(SESSION_ID_PATTERN);
    expect(record.type === 'pageview' && record.userAgent).toBe('A'.repeat(100));
    expect(truncateUserAgent(longAgent)).toHaveLength(100);
    expect(truncateUserAgent('short')).toBe('short');
  });

  it('sends no pageview for /admin or /analytics paths, but remembers them (and flags the author)', async () => {
    const { t, sent, storage } = tracker();
    await t.trackPageview('/admin');
    await t.trackPageview('/admin/downloads');
    await t.trackPageview('/analytics');
    expect(sent).toHaveLength(0);
    expect(pageHistory(storage)).toEqual(['/admin', '/admin/downloads', '/analytics']);
    await t.trackPageview('/books');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.isAuthor).toBe(true);
    expect(isTrackedPage('/admin')).toBe(false);
    expect(isTrackedPage('/analytics/overview')).toBe(false);
    expect(isTrackedPage('/about')).toBe(true);
  });

  it('sends events with their name and data', async () => {
    const { t, sent } = tracker();
    await t.trackEvent('sample_click', { book: 'true-veil' }, '/books');
    expect(sent[0]).toMatchObject({
      type: 'event',
      page: '/books',
      eventName: 'sample_click',
      data: { book: 'true-veil' },
    });
  });

  it('swallows send failures, logging at debug level only', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { t } = tracker({ send: () => Promise.reject(new Error('offline')) });
    await expect(t.trackPageview('/books')).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledOnce();
    debug.mockRestore();
  });

  it('records the session length once when the visit ends', () => {
    const storage = fakeStorage();
    let now = NOW;
    const t = createTracker({
      storage,
      hostname: () => PUBLIC_HOST,
      referrer: () => '',
      userAgent: () => '',
      now: () => now,
      send: async () => undefined,
    });
    now += 42_000;
    t.endSession();
    now += 10_000;
    t.endSession(); // a second pagehide (back/forward cache) records nothing more
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.sessionTimes) ?? '[]')).toEqual([42_000]);
  });
});
