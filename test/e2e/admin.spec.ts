import { expect, test, type Page } from '@playwright/test';
import { routes, type RouteName } from '../../functions/contract/routes';
import type { Newsletter } from '../../functions/contract/newsletters';
import { adminPages } from '../../frontend/src/app/admin-pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { adminNav, axeViolations, signIn as signInAsAuthor } from './mail-helpers';
import { mockRoute, type MockReply } from './mock-route';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('/admin', () => {
  test('the author signs in, sees the dashboard with their email, and signs out', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Author sign-in' })).toBeVisible();
    await expect(page).toHaveTitle(/Admin/);

    let sessionAuthorization: string | null = null;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/session')
        sessionAuthorization = request.headers().authorization ?? null;
    });

    const sessionReply = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/session');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toBeVisible();
    const reply = await sessionReply;
    expect(reply.status()).toBe(200);
    // The API accepted the access token and sees an admin. (Access tokens carry no email claim,
    // so `email` may be null; the page then shows the sign-in's login id.)
    const session = (await reply.json()) as { username: string; email: string | null; groups: string[] };
    expect(session.groups).toContain('admin');
    expect([ADMIN_EMAIL, null]).toContain(session.email);
    await expect(page.getByTestId('admin-email')).toHaveText(ADMIN_EMAIL);
    expect(sessionAuthorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminNav.getByRole('link', { name: 'Download campaign' })).toHaveAttribute('href', '/admin/downloads');
    await expect(adminNav.getByRole('link', { name: 'Send emails' })).toHaveAttribute('href', '/admin/send-emails');

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByTestId('admin-email')).toHaveText(ADMIN_EMAIL);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Author sign-in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toHaveCount(0);

    // Signed out for good: a reload shows the form again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a wrong password shows an error and keeps the form', async ({ page }) => {
    await page.goto('/admin');
    await signIn(page, ADMIN_EMAIL, `${ADMIN_PASSWORD}-wrong`);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toHaveCount(0);
  });

  test('the sign-in button shows a pending state', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // eslint-disable-next-line no-restricted-syntax -- holds a Cognito call (the emulator), not one of the API
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST' && route.request().headers()['x-amz-target']?.includes('InitiateAuth'))
        await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toBeVisible();
  });

  test('a 403 from the API says the account is not an admin', async ({ page }) => {
    await mockRoute(page, 'getAdminSession', {
      status: 403,
      body: { message: 'Your account is signed in but is not in the admin group.' },
    });
    await page.goto('/admin');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('This account is not in the admin group.');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the API refuses the admin route without a token', async ({ request }) => {
    const response = await request.get('/api/admin/session');
    expect(response.status()).toBe(401);
    expect((await response.json()) as unknown).toHaveProperty('message');
  });
});

/**
 * What no admin screen may show a person (the words of code, not of the author): a request's
 * parts, JavaScript's empty values, validators' and AWS's names, a JSON path (`tags.1`, `[0]`).
 */
const JARGON = [
  /\(body\)/,
  /\bnull\b/i,
  /\bundefined\b/i,
  /Unknown fields?/i,
  /\bendpoints?\b/i,
  /EPUBCheck/i,
  /\bhash(es)?\b/i,
  /ValidationException/i,
  /\bZod/i,
  /\bstack\b/i,
  /\b[A-Za-z_$][\w$]*(?:\.\d+|\[\d+\])/,
];

/** Every admin API route but the session (the author stays signed in), from the route table. */
const ADMIN_ROUTES = (Object.keys(routes) as RouteName[]).filter(
  (name) => routes[name].access === 'admin' && name !== 'getAdminSession',
);

/** The API's own words for its failures, as the route handlers and their error middleware answer them. */
const FAILURES: MockReply<RouteName>[] = [
  { status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } },
  {
    status: 400,
    body: {
      message: 'Part of what was sent was not accepted: please check it, or reload the page and try again.',
      issues: [{ path: '(body)', message: 'Unknown field: extra' }],
    },
  },
  { status: 404, body: { message: 'Not found.' } },
];

const SENT: Newsletter = {
  id: 'sent-1',
  subject: 'The lock-keeper’s lantern',
  previewText: 'A winter on the canal',
  content: '# The lantern\n\nIt burned all winter.',
  audience: 'all',
  public: true,
  countEngagement: true,
  status: 'sent',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  sentAt: '2026-11-02T12:00:00.000Z',
  recipients: 12,
};

/** Each admin page's address, from the admin's page table, its parameters given ids nothing holds. */
const ADMIN_PATHS = adminPages.map(({ path }) =>
  `/admin/${path}`
    .replace(':id/edit', 'no-such-post/edit')
    .replace('newsletters/:id', `newsletters/${SENT.id}`)
    .replace('site/:kind/:id', 'site/book/no-such-book')
    .replace(':version', '1')
    .replace(/:\w+/, 'no-such-id')
    .replace('*', 'no-such-page')
    .replace(/\/$/, ''),
);

/** Waits until the page has no request in flight and has painted what the last replies said. */
async function settled(page: Page, inFlight: () => number) {
  await expect.poll(inFlight, { intervals: [25, 50, 100] }).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect.poll(inFlight, { intervals: [25, 50] }).toBe(0);
}

/** Opens each admin page in the app (no reload) and gives what it shows that is code's words, by page. */
async function jargonOnEveryPage(page: Page, inFlight: () => number, shown: string[] = []) {
  const found: string[] = [];
  for (const path of ADMIN_PATHS) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await settled(page, inFlight);
    const text = await page.locator('body').innerText();
    shown.push(text);
    for (const word of JARGON) {
      const match = text.match(word);
      if (match)
        found.push(`${path}: “${match[0]}” in “${text.slice(Math.max(0, match.index! - 60), match.index! + 60)}”`);
    }
  }
  return found;
}

test('no admin page shows code’s words in its error and empty states', async ({ page }) => {
  // Every page of the admin twice: first every API route fails (500, 400, 404 in turn), then the
  // lists are empty and everything else is the real API's answer (unknown ids: its 404s), with a
  // sent newsletter to show, whose preview the real API renders from what the page sends.
  let requests = 0;
  page.on('request', () => requests++);
  page.on('requestfinished', () => requests--);
  page.on('requestfailed', () => requests--);
  let failing = true;
  let turn = 0;
  for (const name of ADMIN_ROUTES) {
    const acceptsEmpty = routes[name].method === 'GET' && routes[name].reply.safeParse([]).success;
    await mockRoute(page, name, () => {
      if (failing) return FAILURES[turn++ % FAILURES.length]!;
      if (name === 'getNewsletter') return { body: SENT };
      return acceptsEmpty ? { body: [] } : 'continue';
    });
  }
  await signInAsAuthor(page);
  const shown: string[] = [];
  const whenFailing = await jargonOnEveryPage(page, () => requests, shown);
  failing = false;
  await page.reload();
  await expect(adminNav(page)).toBeVisible();
  const whenEmpty = await jargonOnEveryPage(page, () => requests);
  expect([...whenFailing, ...whenEmpty]).toEqual([]);
  // The walk saw the failures: most pages said the API's words for them.
  expect(shown.filter((text) => /went wrong on our side|not accepted|Not found/.test(text)).length).toBeGreaterThan(
    ADMIN_PATHS.length / 2,
  );
});

test('the admin has a shell of its own: Posts first, no reader header, a menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsAuthor(page);
  const nav = adminNav(page);
  const posts = nav.getByRole('link', { name: 'Posts' });
  await expect(posts).toHaveAttribute('href', '/admin');
  await expect(posts).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Blog posts', exact: true })).toBeVisible();
  // Not the readers' header, footer or their buttons.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The readers' tip link; the launch checklist may still name her Buy Me a Coffee page as a stand-in to fill in.
  await expect(page.getByRole('link', { name: 'Buy Me a Coffee', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View the site' })).toHaveAttribute('href', '/');
  // On a page just opened, the first Tab reaches the skip link, which leads past the header and navigation.
  await page.reload();
  await expect(posts).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Newsletters' }).click();
  await expect(page.getByRole('heading', { name: 'Newsletters', level: 2 })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
