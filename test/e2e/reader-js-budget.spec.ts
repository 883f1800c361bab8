import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { countScripts, openReaderPage, scrollThrough } from '../../bench/reader-js-wire';
import { PUBLIC_ROUTES } from '../../content/page-table';
import { uiText } from '../../content/ui-text';
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from '../../frontend/src/islands/names';

/**
 * The reader's JavaScript on the static legal pages (issue 28): every script the browser fetches
 * in the first 10 s after navigation, with no interaction, gzipped, must stay within 85 kB. The
 * page's text is HTML that is never hydrated; only its small interactive parts start, and React
 * loads only when the reader first uses one of them.
 */
const BUDGET_KB = 85;
/** The window a reader reads the page in before touching anything. */
const QUIET_WINDOW_MS = 10_000;

for (const path of ['/privacy-policy', '/terms-of-service']) {
  test(`${path} loads at most ${BUDGET_KB} kB of gzipped JS in its first 10 s without interaction`, async ({
    page,
  }) => {
    // The page's own clock, moved by the test: every timer the page sets in its first 10 s fires,
    // and nothing waits for 10 real seconds.
    await page.clock.install();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    });
    await page.goto(path);
    await page.clock.runFor(QUIET_WINDOW_MS);
    // What those timers asked for, fetched.
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(
      [...scripts].map(async ([url, size]) => [new URL(url).pathname, await size] as const),
    );
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(sizes.length, `${path} runs at least its own script`).toBeGreaterThan(0);
    expect(
      total / 1000,
      `${path}: ${sizes.map(([file, size]) => `${file} ${(size / 1000).toFixed(1)} kB`).join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET_KB);
  });
}

/**
 * A reader who only reads gets no framework: on a phone, scrolling through a public page without
 * touching a form loads at most 30 kB of JavaScript, counted on the wire as the server sends it.
 * The page's chrome (back-to-top, the floating sign-up link, the menu, the prompt's showing and
 * dismissal) is plain HTML and a few lines of script; React comes with a form, once it is used.
 */
const SCROLLED_BUDGET_KB = 30;
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

test.describe('on a phone', () => {
  test.use(PHONE);

  test(`scrolling through each public route loads at most ${SCROLLED_BUDGET_KB} kB of JS on the wire`, async ({
    browser,
  }) => {
    const figures: string[] = [];
    let largest = 0;
    for (const path of PUBLIC_ROUTES) {
      // A new context each time: every route is a first visit, its scripts not yet cached.
      const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      const scripts = countScripts(page);
      await openReaderPage(page, path);
      await scrollThrough(page);
      const { bytes, files } = await scripts.settled();
      await context.close();
      figures.push(`${path} ${(bytes / 1000).toFixed(1)} kB in ${files} files`);
      largest = Math.max(largest, bytes);
    }
    expect(largest / 1000, `after scrolling through: ${figures.join(', ')}`).toBeLessThanOrEqual(SCROLLED_BUDGET_KB);
  });

  test("a tap in the sign-up field starts the form, which then takes the reader's address", async ({ page }) => {
    const form = page.locator(`[${ISLAND_ATTRIBUTE}="signup-page-form"]`);
    await openReaderPage(page, '/sign-up');
    await scrollThrough(page);
    await expect(form).not.toHaveAttribute(ISLAND_READY_ATTRIBUTE);
    const field = page.getByLabel(uiText.signup.emailLabel);
    await field.tap();
    await expect(form).toHaveAttribute(ISLAND_READY_ATTRIBUTE);
    await expect(field).toBeFocused();
    await page.keyboard.type('reader@example.com');
    await expect(field).toHaveValue('reader@example.com');
  });
});
