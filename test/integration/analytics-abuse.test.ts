/**
 * Issue 12, item 4: analytics an attacker cannot bloat or poison. The real handlers (their built bundles) in this
 * process against DynamoDB Local, the clock in a far-past day of each test's own, so its counters
 * hold only its own calls.
 */
import { queryPartition } from '../../functions/entities/table';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../content/page-table';
import {
  ANALYTICS_CLIENT_LIMIT,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_LIMITS,
  ANALYTICS_OTHER,
  ANALYTICS_TOP_N,
  newSessionId,
} from '../../functions/contract/analytics';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { analyticsRecordKey } from '../../functions/entities/analytics';
import { counterItems, event, figures, pageview, randomClient, track } from './analytics-calls';
import { createPost } from './blog-support';
import { invoke } from '../support/invoke';
import { useScratchTable } from '../support/scratch-table';
import { seenPage } from '../support/reader-view';

// Its ten thousand calls' records kept out of the worker's table, which later files scan.
useScratchTable('analytics-abuse');

let restore: (() => void) | undefined;
afterEach(() => restore?.());
const clockAt = (iso: string) => {
  const at = new Date(iso);
  restore = overrideDeps({ now: () => at });
  return at;
};

const random = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[random(list.length)]!;
const junk = (length: number) =>
  Array.from({ length }, () => pick('abcdefghijklmnopqrstuvwxyz0123456789-_'.split(''))).join('');

/** The counter names of a kind (`PAGE`, `EVENT`, `REF`) held for one date, over every shard. */
async function counterNamesOf(month: string, date: string, kind: string) {
  const items = await counterItems(month);
  return new Set(
    items
      .map((item) => String(item.sk))
      .filter((sk) => sk.startsWith(`${date}#${kind}#`))
      .map((sk) => sk.slice(`${date}#${kind}#`.length)),
  );
}

async function recordsOf(sessionId: string) {
  return (await queryPartition(deps(), analyticsRecordKey(sessionId, '', '').pk, 'RECORD#')).length;
}

describe('10,000 track calls with made-up pages, events and referrers', () => {
  it(
    'leave only the site’s pages, the declared events and (other) in the counters, a bounded referrer list, capped raw records, and a dashboard reply under 16 KB',
    { timeout: 600_000 },
    async () => {
      const [published, draft] = [await createPost(), await createPost({ isPublished: false })];
      const at = clockAt('2008-10-20T12:00:00.000Z');
      const sessions = Array.from({ length: 300 }, () => newSessionId(at.getTime()));
      const clients = Array.from({ length: 1000 }, randomClient);
      const knownPages = [...PUBLIC_ROUTES, `/blog/${published.slug}`];
      const randomPage = () =>
        pick([
          () => pick(knownPages),
          () => `/${junk(1 + random(40))}`,
          () => `/blog/${junk(8)}`,
          () => `/blog/${draft.slug}`,
          () => `/books/${junk(5)}/`,
        ])();
      const randomReferrer = () =>
        pick([
          '',
          '',
          `https://${junk(6 + random(20))}.example/${junk(10)}?q=${junk(8)}`,
          'https://www.goodreads.com/x',
        ]);
      const TOTAL = 10_000;
      const calls = Array.from({ length: TOTAL }, (_, i) => {
        const common = { sessionId: sessions[i % sessions.length], page: randomPage() };
        return i % 2
          ? pageview(at, { ...common, referrer: randomReferrer() })
          : event(at, {
              ...common,
              eventName: pick([...ANALYTICS_EVENT_NAMES, `e${junk(3 + random(30))}`, `evil:${junk(10)}`]),
              data: { k: junk(20) },
            });
      });

      const started = Date.now();
      const statuses = new Map<number, number>();
      for (let i = 0; i < TOTAL; i += 50) {
        const replies = await Promise.all(
          calls.slice(i, i + 50).map((record, j) => track(record, clients[(i + j) % clients.length])),
        );
        for (const reply of replies) statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
      console.info(`10,000 track calls in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(Object.fromEntries(statuses)).toEqual({ 202: TOTAL });

      const pages = await counterNamesOf('2008-10', '2008-10-20', 'PAGE');
      const events = await counterNamesOf('2008-10', '2008-10-20', 'EVENT');
      const referrers = await counterNamesOf('2008-10', '2008-10-20', 'REF');
      for (const page of pages) expect([...knownPages, ANALYTICS_OTHER]).toContain(page);
      expect(pages).toContain(ANALYTICS_OTHER);
      expect(pages).toContain(`/blog/${published.slug}`);
      expect(pages).not.toContain(`/blog/${draft.slug}`);
      for (const name of events) expect([...ANALYTICS_EVENT_NAMES, ANALYTICS_OTHER]).toContain(name);
      expect(referrers.size).toBeLessThanOrEqual(ANALYTICS_LIMITS.referrersPerDay + 1);
      expect(referrers).toContain(ANALYTICS_OTHER);

      // Every call is counted; only the day's cap of raw records is stored.
      const { figures: got, bytes } = await figures('90d');
      expect(got.days.at(-1)!.pageviews).toBe(TOTAL / 2);
      expect(got.events.reduce((n, e) => n + e.count, 0)).toBe(TOTAL / 2);
      const stored = (await Promise.all(sessions.map(recordsOf))).reduce((a, b) => a + b, 0);
      expect(stored).toBe(Math.min(TOTAL, ANALYTICS_LIMITS.rawRecordsPerDay));

      // The dashboard: top-N lists, and a reply of bounded size (90 days of ~50 bytes, four lists of at most N entries).
      expect(got.topPages.length).toBeLessThanOrEqual(ANALYTICS_TOP_N);
      expect(got.topReferrers).toHaveLength(ANALYTICS_TOP_N);
      console.info(`90-day dashboard reply: ${bytes} bytes`);
      expect(bytes).toBeLessThan(16 * 1024);
    },
  );
});

describe('per-client limit on track calls', () => {
  it(`lets one client make ${ANALYTICS_CLIENT_LIMIT.requests} calls a minute, then answers 429 with Retry-After and a message; others go on`, async () => {
    const at = clockAt('2008-11-03T10:00:30.000Z');
    const client = randomClient();
    const replies = [];
    for (let i = 0; i < ANALYTICS_CLIENT_LIMIT.requests + 10; i += 10) {
      replies.push(...(await Promise.all(Array.from({ length: 10 }, () => track(pageview(at), client)))));
    }
    expect(replies.filter((r) => r.status === 202)).toHaveLength(ANALYTICS_CLIENT_LIMIT.requests);
    const refused = replies.filter((r) => r.status !== 202);
    expect(refused).toHaveLength(10);
    for (const reply of refused) {
      expect(reply.status).toBe(429);
      expect(reply.headers['retry-after']).toBe('30');
      expect(reply.body.message).toMatch(/wait 30 seconds/);
    }
    expect((await track(pageview(at))).status).toBe(202);
    const { figures: got } = await figures('7d');
    expect(got.days.at(-1)!.pageviews).toBe(ANALYTICS_CLIENT_LIMIT.requests + 1);
  });
});

describe('what is stored of a visit', () => {
  it('a page the site does not have, and an undeclared event, are stored and counted as (other); a referrer as its origin', async () => {
    const at = clockAt('2008-12-05T10:00:00.000Z');
    const visit = pageview(at, {
      page: '/wp-login.php',
      referrer: 'https://search.example/?q=private+words&token=abc',
    });
    const click = event(at, { sessionId: visit.sessionId, page: '/books/', eventName: 'made_up_event' });
    expect((await track(visit)).status).toBe(202);
    expect((await track(click)).status).toBe(202);
    const items = await queryPartition(deps(), analyticsRecordKey(visit.sessionId, '', '').pk);
    const records = items.filter((item) => String(item.sk).startsWith('RECORD#'));
    expect(records.find((r) => r.type === 'pageview')).toMatchObject({
      page: ANALYTICS_OTHER,
      referrer: 'https://search.example',
    });
    expect(records.find((r) => r.type === 'event')).toMatchObject({ page: '/books', eventName: ANALYTICS_OTHER });
    expect(JSON.stringify(items)).not.toMatch(/private|token=|wp-login|made_up/);
    const { figures: got } = await figures('7d');
    expect(got.topPages).toEqual([{ page: ANALYTICS_OTHER, pageviews: 1 }]);
    expect(got.topReferrers).toEqual([{ domain: 'search.example', pageviews: 1 }]);
    expect(got.events).toEqual([{ name: ANALYTICS_OTHER, count: 1 }]);
  });
});

describe('token pages', () => {
  it('send no referrer: the Referrer-Policy header and the meta tag, on the download and confirmation pages', async () => {
    const token = 'A'.repeat(43);
    const download = await invoke('downloadPage', { params: { token } });
    const link = (await invoke('generateSharedDownloadLink', { body: { filename: EBOOK_FILENAME } })).json<{
      downloadUrl: string;
    }>();
    const ready = await invoke('downloadPage', {
      params: { token: new URL(link.downloadUrl).pathname.split('/').pop()! },
    });
    const pressed = await invoke('download', {
      params: { token: new URL(link.downloadUrl).pathname.split('/').pop()! },
      form: '',
    });
    const confirm = await invoke('mailingListConfirmPage', { params: { token } });
    for (const page of [download, ready, confirm]) {
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(seenPage(page.text).meta.referrer).toBe('no-referrer');
    }
    expect(pressed.status).toBe(303);
    expect(pressed.headers['referrer-policy']).toBe('no-referrer');
  });
});
