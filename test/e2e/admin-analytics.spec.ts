import { axeViolations } from './axe';
import { AUTHOR_NAME } from '../../content/seed/author';
import { chromium, expect, test, type Browser, type Page, type Response, type TestInfo } from '@playwright/test';
import { pageMetaOf } from '../../content/page-table';
import { appStarted } from './app-started';
import { ADMIN_EMAIL, ADMIN_ORIGIN, ADMIN_PASSWORD } from './fixtures';
import { showAdminNav } from './mail-helpers';
import { mockRoute } from './mock-route';
import { E2E_PORT } from './ports';

/** The page table on the test stack's site: the seed's, as its start publishes it. */
const pageMeta = pageMetaOf(AUTHOR_NAME);

/**
 * `/admin/analytics` (issue 7): the author's dashboard shows what readers did, switches between
 * 7, 30 and 90 days, has empty and error states, fits a phone, and its chart library never
 * reaches a reader.
 *
 * The reader visits run in a second browser that reaches the local server under a name of its own
 * (`reader.test`, mapped to 127.0.0.1): the analytics client flags every visit from
 * localhost/127.0.0.1 as the author's (docs/SPEC.md §4), and the dashboard leaves the author's visits out.
 * So the records are the real client's, sent from a host that is not local.
 */

const READER_HOST = 'reader.test';
const READER_ORIGIN = `http://${READER_HOST}:${E2E_PORT}`;

/** Class names only recharts' code carries (checked against the built analytics chunk below). */
const RECHARTS_MARKERS = ['recharts-wrapper', 'recharts-surface', 'recharts-cartesian-grid'];

interface Figures {
  range: '7d' | '30d' | '90d';
  from: string;
  to: string;
  timeZone: string;
  days: { date: string; pageviews: number; sessions: number }[];
  topPages: { page: string; pageviews: number }[];
  topReferrers: { domain: string; pageviews: number }[];
  events: { name: string; count: number }[];
  funnel: {
    signupPageviews: number;
    signups: number;
    confirmations: number;
    signupsBySource: { source: string; signups: number }[];
  };
  excluded: { authorPageviews: number; authorEvents: number };
}

const isFiguresReply = (range: string) => (response: Response) =>
  new URL(response.url()).pathname === `/api/admin/analytics/${range}` && response.request().method() === 'GET';

/** Signs the author in at `/admin` and opens the dashboard from the admin navigation; returns the first figures reply. */
async function openDashboard(page: Page): Promise<Response> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await showAdminNav(page);
  const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' });
  await expect(link).toHaveAttribute('href', '/admin/analytics');
  const [reply] = await Promise.all([page.waitForResponse(isFiguresReply('30d')), link.click()]);
  await expect(page.getByRole('heading', { name: 'Visitor analytics' })).toBeVisible();
  return reply;
}

/** A browser for readers: Chromium as the config launches it, plus a loopback name that is not local. */
function launchReaderBrowser(testInfo: TestInfo): Promise<Browser> {
  const launch = testInfo.project.use.launchOptions ?? {};
  const args = (launch.args ?? []).map((arg) =>
    arg.startsWith('--host-resolver-rules=') ? arg.replace('=', `=MAP ${READER_HOST} 127.0.0.1, `) : arg,
  );
  return chromium.launch({ ...launch, args });
}

interface SentRecord {
  type: string;
  page: string;
  isAuthor: boolean;
}

/**
 * One reader (a browser context: one session) visiting pages, which should send `pageviews`
 * records (the tracker sends them once the app has started and its code has loaded); returns them.
 */
async function readerVisit(browser: Browser, pageviews: number, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: READER_ORIGIN });
  const page = await context.newPage();
  const sent: SentRecord[] = [];
  const accepted: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/track') sent.push(request.postDataJSON() as SentRecord);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/analytics/track') accepted.push(response.status());
  });
  await visit(page);
  // Every pageview has been sent and answered (202) before the context closes.
  await expect.poll(() => accepted.length).toBe(pageviews);
  expect(sent).toHaveLength(pageviews);
  expect(accepted.every((status) => status === 202)).toBe(true);
  await context.close();
  return { sent };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The count cell of a ranked table's row, by the row's name (a page, a site, an event). */
const countIn = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

/** The chart's SVG (recharts' keyboard layer makes it an application named by its summary). */
const chartOf = (page: Page) =>
  page.getByTestId('visits-chart').getByRole('application', { name: /^Pageviews per day/ });

/** The figure of a total at the top ("Pageviews", "Sessions", "Sign-ups"). */
const totalTile = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition')
    .first();

const countOf = (figures: Figures, page: string) => figures.topPages.find((row) => row.page === page)?.pageviews ?? 0;

/** Figures as the server shapes them, for the states that live data cannot produce on demand. */
function figuresFor(range: Figures['range'], fill: (index: number) => number, extra: Partial<Figures> = {}): Figures {
  const length = { '7d': 7, '30d': 30, '90d': 90 }[range];
  const today = Date.UTC(2025, 6, 26);
  const days = Array.from({ length }, (_, i) => {
    const date = new Date(today - (length - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, pageviews: fill(i), sessions: Math.ceil(fill(i) / 2) };
  });
  return {
    range,
    from: days[0]!.date,
    to: days[days.length - 1]!.date,
    timeZone: 'America/Toronto',
    days,
    topPages: [],
    topReferrers: [],
    events: [],
    funnel: { signupPageviews: 0, signups: 0, confirmations: 0, signupsBySource: [] },
    excluded: { authorPageviews: 0, authorEvents: 0 },
    ...extra,
  };
}

test('after readers visit several pages, the dashboard shows their pageviews, pages and sessions', async ({
  page,
}, testInfo) => {
  const opened = await openDashboard(page);
  expect(opened.status()).toBe(200);
  const before = (await opened.json()) as Figures;
  const tracked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/track')
      tracked.push((request.postDataJSON() as SentRecord).page);
  });

  const readers = await launchReaderBrowser(testInfo);
  try {
    // Reader one: lands on the home page, follows the menu to Books and About.
    const first = await readerVisit(readers, 3, async (reader) => {
      // Reader pages are plain page loads: each counts itself once shown, and the reader reads it first.
      const counted = () => reader.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/track');
      await Promise.all([counted(), reader.goto('/')]);
      await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
      await appStarted(reader);
      await Promise.all([counted(), mainNav(reader).getByRole('link', { name: 'Books' }).click()]);
      await expect(reader).toHaveURL(`${READER_ORIGIN}/books`);
      await expect(reader).toHaveTitle(pageMeta['/books'].title);
      await mainNav(reader).getByRole('link', { name: 'About Author' }).click();
      await expect(reader).toHaveURL(`${READER_ORIGIN}/about`);
      await expect(reader).toHaveTitle(pageMeta['/about'].title);
    });
    // Reader two: opens Books directly.
    const second = await readerVisit(readers, 1, async (reader) => {
      await reader.goto('/books');
      await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    });

    const records = [...first.sent, ...second.sent];
    expect(records.map((r) => r.page)).toEqual(['/', '/books', '/about', '/books']);
    // Not the author: the host is not local and these browsers never opened /admin.
    expect(records.every((r) => r.type === 'pageview' && r.isAuthor === false)).toBe(true);
  } finally {
    await readers.close();
  }

  // A reload fetches the figures again (a new page has an empty query cache).
  const [reply] = await Promise.all([page.waitForResponse(isFiguresReply('30d')), page.reload()]);
  const after = (await reply.json()) as Figures;

  // The server's figures: 4 more pageviews and 2 more sessions today, by page.
  const today = (figures: Figures) => figures.days[figures.days.length - 1]!;
  expect(today(after).pageviews - today(before).pageviews).toBe(4);
  expect(today(after).sessions - today(before).sessions).toBe(2);
  for (const [path, added] of [
    ['/books', 2],
    ['/', 1],
    ['/about', 1],
  ] as const) {
    expect(countOf(after, path) - countOf(before, path), path).toBe(added);
  }

  // ...and what the page shows of them.
  await expect(countIn(page, 'Top pages', '/books')).toHaveText(String(countOf(after, '/books')));
  await expect(countIn(page, 'Top pages', '/')).toHaveText(String(countOf(after, '/')));
  await expect(countIn(page, 'Top pages', '/about')).toHaveText(String(countOf(after, '/about')));
  const todayRow = page.getByRole('table', { name: 'Pageviews and sessions per day' }).getByRole('row').last();
  await expect(todayRow.getByRole('cell')).toHaveText([String(today(after).pageviews), String(today(after).sessions)]);
  const totalPageviews = after.days.reduce((n, day) => n + day.pageviews, 0);
  await expect(totalTile(page, 'Pageviews')).toHaveText(totalPageviews.toLocaleString('en-US'));
  await expect(chartOf(page)).toBeVisible();

  // The author's own screens are never tracked.
  expect(tracked.filter((path) => path.startsWith('/admin'))).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/admin/analytics');
});

test('the period switch loads 7 and 90 days and keeps the choice in the address', async ({ page }) => {
  await openDashboard(page);
  const period = page.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

  for (const [label, range, days] of [
    ['7 days', '7d', 7],
    ['90 days', '90d', 90],
  ] as const) {
    const [reply] = await Promise.all([
      page.waitForResponse(isFiguresReply(range)),
      period.getByRole('button', { name: label }).click(),
    ]);
    const figures = (await reply.json()) as Figures;
    expect(figures.days).toHaveLength(days);
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/admin/analytics?range=${range}`);
    await expect(period.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(period.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    // One row per day in the chart's table (plus its header row).
    await expect(page.getByRole('table', { name: 'Pageviews and sessions per day' }).getByRole('row')).toHaveCount(
      days + 1,
    );
  }

  // A reload keeps the range.
  const [reply] = await Promise.all([page.waitForResponse(isFiguresReply('90d')), page.reload()]);
  expect(reply.status()).toBe(200);
  await expect(period.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
});

test('a period without visits says so', async ({ page }) => {
  await mockRoute(page, 'getAnalyticsFigures', {
    body: figuresFor('30d', () => 0, { excluded: { authorPageviews: 3, authorEvents: 0 } }),
  });
  await openDashboard(page);
  await expect(page.getByRole('status').filter({ hasText: 'No visits recorded in this period yet' })).toBeVisible();
  await expect(page.getByText('Your own visits in this period, not counted: 3 pageviews.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top pages' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a failed load shows the server message, and Try again loads the figures', async ({ page }) => {
  let fail = true;
  await mockRoute(page, 'getAnalyticsFigures', () =>
    fail ? { status: 503, body: { message: 'The analytics figures are not available right now.' } } : 'continue',
  );
  expect((await openDashboard(page)).status()).toBe(503);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The figures could not be loaded.');
  await expect(alert).toContainText('The analytics figures are not available right now.');

  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Pageviews and sessions per day' })).toBeAttached();
});

test('shows the funnel with rates, referrers and events, with no axe violations', async ({ page }) => {
  await mockRoute(page, 'getAnalyticsFigures', {
    body: figuresFor('30d', (i) => i % 5, {
      topPages: [{ page: '/sign-up', pageviews: 40 }],
      topReferrers: [{ domain: 'www.goodreads.com', pageviews: 12 }],
      events: [{ name: 'download_click', count: 7 }],
      funnel: {
        signupPageviews: 40,
        signups: 10,
        confirmations: 8,
        signupsBySource: [{ source: 'signup_page', signups: 10 }],
      },
    }),
  });
  await openDashboard(page);
  const funnel = page.getByRole('region', { name: 'Sign-up funnel' });
  const steps = funnel.getByRole('listitem');
  await expect(steps.nth(0)).toContainText('Sign-up page views40');
  await expect(steps.nth(1)).toContainText('Sign-ups1025% of sign-up page views');
  await expect(steps.nth(2)).toContainText('Confirmations880% of sign-ups');
  await expect(funnel).toContainText('signup_page: 10');
  await expect(countIn(page, 'Top referrers', 'www.goodreads.com')).toHaveText('12');
  await expect(countIn(page, 'Events', 'download_click')).toHaveText('7');
  expect(await axeViolations(page)).toEqual([]);
});

test('on a 375 px phone the dashboard fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const longPath = `/blog/${'a-very-long-post-slug-'.repeat(6)}end`;
  await mockRoute(page, 'getAnalyticsFigures', (route) => {
    const range = new URL(route.request().url()).pathname.split('/').pop() as Figures['range'];
    return {
      body: figuresFor(range, (i) => (i * 37) % 1200, {
        topPages: [
          { page: longPath, pageviews: 1234 },
          { page: '/books', pageviews: 99 },
        ],
        topReferrers: [{ domain: 'a-rather-long-referring-domain-name.example.com', pageviews: 5 }],
        events: [{ name: 'download_click', count: 3 }],
        funnel: { signupPageviews: 100, signups: 20, confirmations: 15, signupsBySource: [] },
      }),
    };
  });
  await openDashboard(page);
  for (const label of ['30 days', '90 days']) {
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: label }).click();
    await expect(chartOf(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${label}: page wider than the screen`).toBeLessThanOrEqual(0);
    const chartWidth = await page
      .getByTestId('visits-chart')
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(chartWidth).toBeLessThanOrEqual(375);
  }
  await expect(countIn(page, 'Top pages', longPath)).toHaveText('1,234');
});

test('reader pages never download the chart library; the analytics page does', async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), await response.text().catch(() => ''));
  });
  for (const path of ['/', '/books', '/about', '/short-stories', '/blog', '/voss-trials', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  for (const [url, body] of scripts) {
    for (const marker of RECHARTS_MARKERS) expect(body.includes(marker), `${url} contains "${marker}"`).toBe(false);
  }

  // The check means something: the dashboard's scripts carry these markers.
  scripts.clear();
  await openDashboard(page);
  await expect(chartOf(page)).toBeVisible();
  const all = [...scripts.values()].join('\n');
  for (const marker of RECHARTS_MARKERS) expect(all, `dashboard scripts contain "${marker}"`).toContain(marker);
});
