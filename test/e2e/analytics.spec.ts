import { expect, test, type Page, type Request } from '@playwright/test';
import { mockRoute } from './mock-route';

/**
 * The visitor analytics client (docs/SPEC.md §2-§5, §7): a pageview on every route change, none for
 * /admin, the stored keys, and failures that the visitor never notices.
 */

const TRACK_API = '**/api/analytics/track';

interface Pageview {
  type: string;
  page: string;
  timestamp: string;
  sessionId: string;
  isAuthor: boolean;
  referrer: string;
  userAgent: string;
}

/** Collects every analytics request the page makes. */
function recordTracking(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/track') && request.method() === 'POST') requests.push(request);
  });
  return requests;
}

const pagesOf = (requests: Request[]) => requests.map((r) => (r.postDataJSON() as Pageview).page);

test('sends one pageview per route change, with the record fields, and the server accepts it', async ({ page }) => {
  const requests = recordTracking(page);
  const [firstResponse] = await Promise.all([page.waitForResponse(TRACK_API), page.goto('/')]);
  expect(firstResponse.status()).toBe(202);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reader Magnets' }).click();
  await expect(page).toHaveURL('/short-stories');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dream Team' }).click();
  await expect(page).toHaveURL('/voss-trials');
  await expect.poll(() => pagesOf(requests)).toEqual(['/', '/short-stories', '/voss-trials']);

  const records = requests.map((r) => r.postDataJSON() as Pageview);
  const sessionId = records[0]!.sessionId;
  for (const record of records) {
    expect(record.type).toBe('pageview');
    expect(record.sessionId).toBe(sessionId);
    expect(record.sessionId).toMatch(/^session_\d{13}_[a-z0-9]+$/);
    expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
    // The site runs on 127.0.0.1 here: a local host marks the visitor as the author.
    expect(record.isAuthor).toBe(true);
    expect(record.userAgent.length).toBeLessThanOrEqual(100);
    expect(record.referrer).toBe('');
  }
  // The browser's own user agent is longer than 100 characters: it arrives cut.
  const agent = await page.evaluate(() => navigator.userAgent);
  expect(records[0]!.userAgent).toBe(agent.slice(0, 100));
  expect(requests[0]!.headers()['content-type']).toContain('application/json');

  const stored = await page.evaluate(() => ({
    sessionId: localStorage.getItem('visitor_session_id'),
    history: JSON.parse(localStorage.getItem('page_history') ?? '[]') as string[],
  }));
  expect(stored.sessionId).toBe(sessionId);
  expect(stored.history).toEqual(['/', '/short-stories', '/voss-trials']);
});

test('sends no pageview for /admin, but keeps the path in the history', async ({ page }) => {
  const requests = recordTracking(page);
  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('page_history') ?? '[]') as string[]))
    .toContain('/admin');
  expect(pagesOf(requests).filter((p) => p.startsWith('/admin'))).toEqual([]);

  await Promise.all([page.waitForRequest(TRACK_API), page.goto('/short-stories')]);
  expect(pagesOf(requests)).toEqual(['/short-stories']);
});

test('a failing analytics call changes nothing the visitor sees', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await mockRoute(page, 'trackVisit', () => 'abort');
  await page.goto('/short-stories');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dream Team' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')).toHaveCount(0);
  expect(errors).toEqual([]);
});
