import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ORIGIN, AMPLIFY_MARKERS, signInAsAuthor } from './fixtures';

/** Collects the body of every JavaScript file the page downloads. */
function collectScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  return scripts;
}

test('reader pages never download the Amplify sign-in code; the admin page does', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reader Magnets' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/short-stories');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.size).toBeGreaterThan(0);
  for (const [url, body] of scripts) {
    for (const marker of AMPLIFY_MARKERS) {
      expect(body.includes(marker), `${url} contains "${marker}"`).toBe(false);
    }
  }

  // The check means something: the admin area's scripts do carry these markers.
  const adminScripts = collectScripts(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const all = [...adminScripts.values()].join('\n');
  for (const marker of AMPLIFY_MARKERS) expect(all, `admin scripts contain "${marker}"`).toContain(marker);
});

/** Every key of the page's localStorage and sessionStorage. */
const storedKeys = (page: Page) =>
  page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);

test("the admin has its own origin: a reader page finds none of the author's tokens", async ({ page, baseURL }) => {
  const readerOrigin = new URL(baseURL!).origin;
  await signInAsAuthor(page);
  // Amplify keeps the tokens (the refresh token among them) in the admin origin's storage.
  const tokenKeys = (keys: string[]) => keys.filter((key) => key.startsWith('CognitoIdentityServiceProvider.'));
  expect(tokenKeys(await storedKeys(page)).some((key) => key.endsWith('.refreshToken'))).toBe(true);

  // A reader page, in the same browser, in the same tab: nothing of them.
  await page.goto('/books');
  expect(new URL(page.url()).origin).toBe(readerOrigin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(tokenKeys(await storedKeys(page))).toEqual([]);

  // The reader origin's /admin is answered by the admin's own origin, deep links kept.
  const redirect = await page.request.get('/admin/analytics?range=30d', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers().location).toBe(`${ADMIN_ORIGIN}/admin/analytics?range=30d`);
  expect(ADMIN_ORIGIN).not.toBe(readerOrigin);

  // The author's session survives: back on the admin (its own origin), and across a reload.
  await page.goto('/admin');
  expect(new URL(page.url()).origin).toBe(ADMIN_ORIGIN);
  await expect(page.getByRole('heading', { name: 'Author dashboard' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Author dashboard' })).toBeVisible();
});
