/**
 * 2,000 pageviews at once through the real handler (its built bundle): every increment must land (atomic
 * ADDs on sharded counters), every session must count once per day (conditional day markers),
 * and the author's visits must stay out. The clock sits in its own far-past month. About 9,000
 * writes: about 40 s here with a little other work running, two minutes under heavy load
 * (DynamoDB Local bounds it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionId } from '../../functions/contract/analytics';
import { overrideDeps } from '../../functions/lib/deps';
import { figures, pageview, sessionItems, track } from './analytics-calls';
import { useScratchTable } from '../support/scratch-table';

// Its two thousand pageviews' records kept out of the worker's table, which later files scan.
useScratchTable('analytics-burst');

const PAGES = ['/', '/books', '/short-stories', '/about', '/sign-up'];
const REFERRERS = ['', 'https://www.goodreads.com/author/1', 'https://news.example.org/a', ''];
const READER_SESSIONS = 60;
const AUTHOR_SESSIONS = 3;
const TOTAL = 2000;
const at = new Date('2006-08-15T14:00:00.000Z');

let restore: () => void;
beforeAll(() => {
  restore = overrideDeps({ now: () => at });
});
afterAll(() => restore());

describe('a burst of 2,000 concurrent pageviews', () => {
  it('counts every pageview, page, referrer and session exactly', { timeout: 240_000 }, async () => {
    const readers = Array.from({ length: READER_SESSIONS }, () => newSessionId(at.getTime()));
    const authors = Array.from({ length: AUTHOR_SESSIONS }, () => newSessionId(at.getTime()));
    // Every 10th pageview is the author's own (so a few reader sessions get none: the counts below follow the records).
    const records = Array.from({ length: TOTAL }, (_, i) =>
      i % 10 === 9
        ? pageview(at, { sessionId: authors[i % AUTHOR_SESSIONS], page: PAGES[i % PAGES.length], isAuthor: true })
        : pageview(at, {
            sessionId: readers[i % READER_SESSIONS],
            page: PAGES[i % PAGES.length],
            referrer: REFERRERS[i % REFERRERS.length],
          }),
    );
    const expected = {
      pageviews: 0,
      sessions: new Set<string>(),
      pages: new Map<string, number>(),
      referrers: new Map<string, number>(),
      author: 0,
    };
    for (const record of records) {
      if (record.isAuthor) {
        expected.author += 1;
        continue;
      }
      expected.pageviews += 1;
      expected.sessions.add(record.sessionId);
      expected.pages.set(record.page, (expected.pages.get(record.page) ?? 0) + 1);
      const domain = record.referrer ? new URL(record.referrer).hostname.replace(/^www\./, '') : null;
      if (domain) expected.referrers.set(domain, (expected.referrers.get(domain) ?? 0) + 1);
    }

    expect(expected.sessions.size).toBeGreaterThan(50);

    const replies = await Promise.all(records.map((record) => track(record)));
    expect(replies.filter((reply) => reply.status !== 202)).toEqual([]);

    const { status, figures: got } = await figures('7d');
    expect(status).toBe(200);
    expect(got.days.at(-1)).toEqual({
      date: '2006-08-15',
      pageviews: expected.pageviews,
      sessions: expected.sessions.size,
    });
    expect(got.days.slice(0, -1).every((day) => day.pageviews === 0 && day.sessions === 0)).toBe(true);
    expect(new Map(got.topPages.map((p) => [p.page, p.pageviews]))).toEqual(expected.pages);
    expect(new Map(got.topReferrers.map((r) => [r.domain, r.pageviews]))).toEqual(expected.referrers);
    expect(got.funnel.signupPageviews).toBe(expected.pages.get('/sign-up'));
    expect(got.excluded.authorPageviews).toBe(expected.author);

    // Every record stored too, each with its expiry; one day marker per session.
    const stored = (await Promise.all([...readers, ...authors].map(sessionItems))).flat();
    const recordItems = stored.filter((item) => String(item.sk).startsWith('RECORD#'));
    expect(recordItems).toHaveLength(TOTAL);
    expect(recordItems.every((item) => typeof item.expiresAt === 'number')).toBe(true);
    expect(stored.filter((item) => item.sk === 'DAY#2006-08-15')).toHaveLength(
      expected.sessions.size + AUTHOR_SESSIONS,
    );
  });
});
