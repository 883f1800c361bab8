import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, bookPagePath } from '../../content/page-table';
import { ISLAND_READY_ATTRIBUTE } from '../../frontend/src/islands/names';
import { scrollThrough } from '../../bench/reader-js-wire';
import { appStarted } from './app-started';
import { axeViolations as violations } from './axe';

/**
 * axe-core on every public page (docs/SPEC.md §2 routes, a book's page and the 404 screen), on a desktop and a 375 px
 * screen: zero violations of WCAG 2.x A/AA and best-practice rules. Also with the Buy Direct
 * dialog open, since a modal changes what a screen reader can reach.
 */

/** With one book's page, standing for the thirteen (a series book sold direct: every part of the page). */
const PAGES = [...PUBLIC_ROUTES, bookPagePath('true-veil'), '/this/page/does-not-exist'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 800 },
] as const;

/**
 * Wait for the page's real content (the short stories arrive from the API), then scroll it through
 * to the end and back, as a reader would. The `render-when-near` regions (content-visibility: auto)
 * are rendered only near the viewport, and once axe read the browser's default link colour
 * (#0000ee) inside the footer of a page whose background had the site's (375 px, /privacy-policy,
 * in one full suite at stop 38): the style of a region not yet rendered, not what a reader is
 * shown there. Scrolling starts no part (islands/names.ts: the chrome is plain HTML and script),
 * so axe reads the page a reader who only reads gets.
 */
async function settle(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (path === '/short-stories') await expect(page.getByRole('article').first()).toBeVisible();
  // The chrome's script serves the page from here on (back-to-top shows as it scrolls).
  await appStarted(page);
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`[${ISLAND_READY_ATTRIBUTE}]`), 'a part started on a scroll').toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PAGES) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await settle(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
