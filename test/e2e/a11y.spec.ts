import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, uiText } from '../../content/site';
import { axeViolations as violations } from './axe';

/**
 * axe-core on every public page (docs/SPEC.md §2 routes and the 404 screen), on a desktop and a 375 px
 * screen: zero violations of WCAG 2.x A/AA and best-practice rules. Also with the Buy Direct
 * dialog open, since a modal changes what a screen reader can reach.
 */

const PAGES = [...PUBLIC_ROUTES, '/this/page/does-not-exist'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 800 },
] as const;

/** Wait for the page's real content (the short stories arrive from the API). */
async function settle(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (path === '/short-stories') await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
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

    test('/books with the Buy Direct dialog open has no violations', async ({ page }) => {
      await page.goto('/books');
      await settle(page, '/books');
      await page
        .getByRole('button', { name: /^Buy Direct/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: uiText.books.directDialog.heading })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
