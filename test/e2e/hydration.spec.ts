import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../content/page-table';
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from '../../frontend/src/islands/names';

/**
 * A reader page is the HTML the build wrote, never hydrated as a whole (issue 28): only its
 * interactive parts (islands) are, each on its own root once the reader uses it, and each adopts
 * the prerendered HTML instead of throwing it away and rendering again (which React does, with a
 * console error, when the first client render differs). The production build names hydration
 * failures only by error code, so both are looked for.
 */
const PAGES = [...PUBLIC_ROUTES, '/no-such-page'];

// The site's Content-Security-Policy forbids inline scripts, such as the marker injected below.
test.use({ bypassCSP: true });

const HYDRATION_ERROR =
  /hydrat|server rendered|did(n't| not) match|react\.dev\/errors\/(418|419|421|422|423|425)\b|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * Remembers #root's first element and each island's first element as the HTML parser builds them,
 * before any module script runs: still in place after hydration means React adopted them.
 */
async function markPrerendered(page: Page) {
  // eslint-disable-next-line no-restricted-syntax -- rewrites the served HTML of a page, not an API reply
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        `<script>window.__prerendered = [document.getElementById("root"), ...document.querySelectorAll("[${ISLAND_ATTRIBUTE}]")].filter((parent) => parent.firstElementChild).map((parent) => [parent, parent.firstElementChild]);</script></body>`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const reactRoot = (selector: string) =>
  `Object.keys(document.querySelector(${JSON.stringify(selector)}) ?? {}).some((key) => key.startsWith('__reactContainer'))`;

async function expectIslandsOnly(page: Page, path: string) {
  const problems = collectProblems(page);
  await markPrerendered(page);
  await page.goto(path);
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Left alone, nothing is hydrated: not the page, not a part.
  expect(await page.evaluate(reactRoot('#root')), `${path}: the page was hydrated`).toBe(false);
  expect(await page.locator(`[${ISLAND_READY_ATTRIBUTE}]`).count(), `${path}: a part started without being used`).toBe(
    0,
  );

  // The reader uses every part: a pointer on each, and a scroll (back-to-top).
  const islands = page.locator(`[${ISLAND_ATTRIBUTE}]`);
  const count = await islands.count();
  expect(count, `${path} has its floating parts`).toBeGreaterThan(1);
  await page.evaluate((attribute) => {
    for (const island of document.querySelectorAll(`[${attribute}]`))
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    window.scrollBy(0, 400);
    window.dispatchEvent(new Event('scroll')); // a page too short to scroll still tells back-to-top
  }, ISLAND_ATTRIBUTE);
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}][${ISLAND_READY_ATTRIBUTE}]`)).toHaveCount(count);

  const adopted = await page.evaluate(() => {
    // A part the boot removed (the prompt of a reader who dismissed it) has nothing to adopt.
    const kept = ((window as unknown as { __prerendered?: [Element, Element][] }).__prerendered ?? []).filter(
      ([parent]) => parent.isConnected,
    );
    return kept.length > 1 && kept.every(([parent, child]) => parent.firstElementChild === child);
  });
  expect(
    problems.filter((p) => HYDRATION_ERROR.test(p)),
    `hydration problems on ${path}`,
  ).toEqual([]);
  expect(adopted, `${path}: prerendered HTML was replaced instead of hydrated`).toBe(true);
  expect(await page.evaluate(reactRoot('#root')), `${path}: the page was hydrated`).toBe(false);
}

for (const path of PAGES) {
  test(`${path} hydrates only its parts, each without mismatch (desktop)`, async ({ page }) => {
    await expectIslandsOnly(page, path);
  });

  test(`${path} hydrates only its parts, each without mismatch (375 px, returning visitor)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A returning reader who dismissed the newsletter prompt: stored state must not change a part's first render.
    await page.addInitScript(() => window.localStorage.setItem('newsletter-dismissed', 'true'));
    await expectIslandsOnly(page, path);
  });
}
