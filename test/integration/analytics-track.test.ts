/**
 * POST /api/analytics/track and GET /api/admin/analytics/{range}, through the real handlers (their built bundles)
 * against DynamoDB Local. Each test sets the clock to its own far-past year, so its days hold only
 * its own data whatever else runs beside it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, newSessionId } from '../../functions/contract/analytics';
import { countConfirmation, countSignup } from '../../functions/core/analytics/counters';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { counterItems, event, figures, pageview, sessionItems, track } from './analytics-calls';

let restore: (() => void) | undefined;
afterEach(() => restore?.());
/** Sets the server's clock; returns it. */
function clockAt(iso: string): Date {
  restore?.();
  const at = new Date(iso);
  restore = overrideDeps({ now: () => at });
  return at;
}
const hours = (n: number) => n * 60 * 60 * 1000;

describe('POST /api/analytics/track refuses bad records with a message and writes nothing', () => {
  const at = new Date('2001-02-10T12:00:00.000Z');
  const cases: [string, (sessionId: string) => unknown][] = [
    ['an unknown type', (sessionId) => ({ ...pageview(at, { sessionId }), type: 'click' })],
    ['no type', (sessionId) => ({ ...pageview(at, { sessionId }), type: undefined })],
    ['isAuthor as text', (sessionId) => pageview(at, { sessionId, isAuthor: 'yes' })],
    ['a page that is not a path', (sessionId) => pageview(at, { sessionId, page: 'books' })],
    ['a page with a query', (sessionId) => pageview(at, { sessionId, page: '/books?x=1' })],
    ['a pageview of an admin page', (sessionId) => pageview(at, { sessionId, page: '/admin/analytics' })],
    ['a pageview of an analytics page', (sessionId) => pageview(at, { sessionId, page: '/analytics' })],
    [
      'an overlong page',
      (sessionId) => pageview(at, { sessionId, page: `/${'a'.repeat(ANALYTICS_LIMITS.pageLength)}` }),
    ],
    ['a userAgent over 100 characters', (sessionId) => pageview(at, { sessionId, userAgent: 'u'.repeat(101) })],
    [
      'a referrer that is not a web address',
      (sessionId) => pageview(at, { sessionId, referrer: 'javascript:alert(1)' }),
    ],
    [
      'an overlong referrer',
      (sessionId) =>
        pageview(at, { sessionId, referrer: `https://example.com/${'r'.repeat(ANALYTICS_LIMITS.referrerLength)}` }),
    ],
    ['a pageview carrying event fields', (sessionId) => pageview(at, { sessionId, eventName: 'x' })],
    ['an event carrying pageview fields', (sessionId) => event(at, { sessionId, userAgent: 'x' })],
    ['an event name with spaces', (sessionId) => event(at, { sessionId, eventName: 'buy now' })],
    ['an overlong event name', (sessionId) => event(at, { sessionId, eventName: 'e'.repeat(65) })],
    ['event data that is a list', (sessionId) => event(at, { sessionId, data: [1, 2] })],
    ['event data too deep', (sessionId) => event(at, { sessionId, data: { a: { b: { c: { d: 1 } } } } })],
    [
      'event data too large',
      (sessionId) => event(at, { sessionId, data: { text: 'd'.repeat(ANALYTICS_LIMITS.dataBytes) } }),
    ],
    ['a timestamp that is not ISO 8601', (sessionId) => pageview(at, { sessionId, timestamp: 'Saturday at noon' })],
    ['a timestamp as a number', (sessionId) => pageview(at, { sessionId, timestamp: at.getTime() })],
    [
      'a timestamp 25 hours ahead',
      (sessionId) => pageview(at, { sessionId, timestamp: new Date(at.getTime() + hours(25)).toISOString() }),
    ],
    [
      'a timestamp 25 hours behind',
      (sessionId) => pageview(at, { sessionId, timestamp: new Date(at.getTime() - hours(25)).toISOString() }),
    ],
    ['a session id in another format', () => pageview(at, { sessionId: 'abc123' })],
    ['an unknown field', (sessionId) => pageview(at, { sessionId, ip: '203.0.113.9' })],
  ];

  it.each(cases)('%s', async (_, make) => {
    clockAt(at.toISOString());
    const sessionId = newSessionId(at.getTime());
    const reply = await track(make(sessionId));
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(String(reply.body.message).length).toBeGreaterThan(10);
    expect(await sessionItems(sessionId)).toEqual([]);
    expect(await counterItems('2001-02')).toEqual([]);
  });

  it('an oversized body (413)', async () => {
    clockAt(at.toISOString());
    const reply = await track(pageview(at, { userAgent: 'u'.repeat(ANALYTICS_LIMITS.bodyBytes) }));
    expect(reply.status).toBe(413);
    expect(reply.body.message).toMatch(/too large/);
  });

  it('a 4 KB body with a value nested 1,900 deep inside data (400, not 500)', async () => {
    clockAt(at.toISOString());
    const sessionId = newSessionId(at.getTime());
    const record = JSON.stringify(event(at, { sessionId, data: { deep: 0 } }));
    const body = record.replace('{"deep":0}', `{"deep":${'['.repeat(1900)}${']'.repeat(1900)}}`);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(ANALYTICS_LIMITS.bodyBytes);
    const reply = await track(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body.message).toMatch(/nest/);
    expect(await sessionItems(sessionId)).toEqual([]);
  });
});

describe('POST /api/analytics/track stores the record', () => {
  it('answers 202, keeps exactly the spec record with an expiry, and marks the session for the day', async () => {
    const at = clockAt('2002-03-10T09:30:00.000Z');
    const record = pageview(new Date(at.getTime() - hours(2)), { referrer: 'https://www.goodreads.com/book/1' });
    const reply = await track(record);
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ accepted: true });

    const items = await sessionItems(record.sessionId);
    const stored = items.find((item) => String(item.sk).startsWith('RECORD#'))!;
    const { pk: _pk, sk: _sk, entity: _entity, receivedAt, expiresAt, ...fields } = stored;
    // The referrer is kept as its origin only: a path or query could carry a token or a person's search.
    expect(fields).toEqual({ ...record, referrer: 'https://www.goodreads.com' });
    expect(receivedAt).toBe(at.toISOString());
    const retentionDays = deps().analyticsRetentionDays;
    expect(retentionDays).toBe(396);
    expect(expiresAt).toBe(Math.floor(at.getTime() / 1000) + retentionDays * 86400);

    const marker = items.find((item) => item.sk === 'DAY#2002-03-10')!;
    expect(marker.expiresAt).toBe(Date.parse('2002-03-12T00:00:00Z') / 1000);
    expect(Object.keys(marker).sort()).toEqual(['entity', 'expiresAt', 'pk', 'sk']);

    for (const counter of await counterItems('2002-03')) expect(typeof counter.expiresAt).toBe('number');
  });

  it('keeps event data as JSON text and counts declared events by name, any other as (other)', async () => {
    const at = clockAt('2003-04-10T10:00:00.000Z');
    const record = event(at, { data: { book: 'voss-trials', price: 4.99, nested: { ok: true } } });
    expect((await track(record)).status).toBe(202);
    expect((await track(event(at, { eventName: 'buy_direct_click', data: undefined }))).status).toBe(202);
    expect((await track(event(at, { eventName: 'sample_open' }))).status).toBe(202);
    const stored = (await sessionItems(record.sessionId)).find((item) => String(item.sk).startsWith('RECORD#'))!;
    expect(JSON.parse(String(stored.data))).toEqual(record.data);
    expect(stored.eventName).toBe('buy_direct_click');
    const { figures: got } = await figures('7d');
    expect(got.events).toEqual([
      { name: 'buy_direct_click', count: 2 },
      { name: '(other)', count: 1 },
    ]);
    expect(got.days.every((day) => day.pageviews === 0)).toBe(true);
  });
});

describe('GET /api/admin/analytics/{range}', () => {
  it('refuses ranges other than 7d, 30d and 90d with a message', async () => {
    clockAt('2004-05-10T10:00:00.000Z');
    for (const range of ['1d', '7', 'week', '365d', '']) {
      const reply = await figures(range);
      expect(reply.status, range).toBe(400);
      expect(String(reply.body.message)).toMatch(/7d, 30d, 90d/);
    }
  });

  it('lists every day of the range, oldest first, with zeros where nothing happened', async () => {
    clockAt('2004-05-10T23:59:59.000Z');
    for (const [range, length] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const { status, figures: got } = await figures(range);
      expect(status).toBe(200);
      expect(got.range).toBe(range);
      expect(got.days).toHaveLength(length);
      expect(got.to).toBe('2004-05-10');
      expect(got.days[0]!.date).toBe(got.from);
      expect(got.days.at(-1)!.date).toBe('2004-05-10');
      expect(got.days.every((day) => day.pageviews === 0 && day.sessions === 0)).toBe(true);
      expect(got).toMatchObject({
        topPages: [],
        topReferrers: [],
        events: [],
        funnel: { signupPageviews: 0, signups: 0, confirmations: 0, signupsBySource: [] },
      });
    }
    expect((await figures('90d')).figures.from).toBe('2004-02-11');
  });

  it('counts pages, referrers, sessions and the sign-up funnel per day, across months, leaving the author out', async () => {
    const reader = newSessionId(Date.parse('2005-06-30T00:00:00Z'));
    const author = newSessionId(Date.parse('2005-06-30T00:00:00Z'));
    const visit = async (iso: string, overrides: Record<string, unknown>) => {
      const at = clockAt(iso);
      expect((await track(pageview(at, overrides))).status).toBe(202);
    };
    await visit('2005-06-30T22:00:00.000Z', {
      sessionId: reader,
      page: '/signup',
      referrer: 'https://www.google.com/search',
    });
    await visit('2005-06-30T22:01:00.000Z', { sessionId: reader, page: '/books/', referrer: 'https://google.com/' });
    await visit('2005-07-01T08:00:00.000Z', { sessionId: reader, page: '/sign-up' });
    await visit('2005-07-01T08:05:00.000Z', {
      sessionId: reader,
      page: '/voss-trials',
      referrer: 'http://127.0.0.1:3300/books',
    });
    // The author's own browsing: stored, not counted as a reader.
    await visit('2005-07-01T09:00:00.000Z', {
      sessionId: author,
      page: '/books',
      isAuthor: true,
      referrer: 'https://bing.com/',
    });
    await visit('2005-07-01T09:01:00.000Z', { sessionId: author, page: '/about', isAuthor: true });
    await track(
      event(clockAt('2005-07-01T09:02:00.000Z'), { sessionId: author, isAuthor: true, eventName: 'author_only' }),
    );
    expect((await sessionItems(author)).filter((item) => String(item.sk).startsWith('RECORD#'))).toHaveLength(3);

    const signupAt = new Date('2005-07-01T08:06:00.000Z');
    await countSignup(deps(), signupAt, 'dream_team');
    await countSignup(deps(), signupAt, 'Sign-up page');
    await countSignup(deps(), new Date('2005-06-30T22:00:00.000Z'), 'dream_team');
    await countConfirmation(deps(), signupAt);

    clockAt('2005-07-01T12:00:00.000Z');
    const { figures: got } = await figures('7d');
    expect(got.days.slice(-2)).toEqual([
      { date: '2005-06-30', pageviews: 2, sessions: 1 },
      { date: '2005-07-01', pageviews: 2, sessions: 1 },
    ]);
    expect(got.days.slice(0, -2).every((day) => day.pageviews === 0)).toBe(true);
    expect(got.topPages).toEqual([
      { page: '/books', pageviews: 1 },
      { page: '/sign-up', pageviews: 1 },
      { page: '/signup', pageviews: 1 },
      { page: '/voss-trials', pageviews: 1 },
    ]);
    // The site's own address is not a referrer (the local server runs at 127.0.0.1).
    expect(got.topReferrers).toEqual([{ domain: 'google.com', pageviews: 2 }]);
    expect(got.events).toEqual([]);
    expect(got.funnel).toEqual({
      signupPageviews: 3,
      signups: 3,
      confirmations: 1,
      signupsBySource: [
        { source: 'dream_team', signups: 2 },
        { source: 'sign-up-page', signups: 1 },
      ],
    });
    expect(got.excluded).toEqual({ authorPageviews: 2, authorEvents: 1 });
  });
});
