import { expect, test, type Page } from '@playwright/test';
import { AMPLIFY_MARKERS } from './fixtures';

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
