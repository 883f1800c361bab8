import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../content/site';

/**
 * Each prerendered page hydrates: React adopts the HTML from the build instead of throwing it away
 * and rendering again (which it does, with a console error, when the first client render differs).
 * The production build names hydration failures only by error code, so both are looked for.
 */
const PAGES = [...PUBLIC_ROUTES, '/no-such-page'];

// The site's Content-Security-Policy forbids inline scripts, such as the marker injected below.
test.use({ bypassCSP: true });

const HYDRATION_ERROR = /hydrat|server rendered|did(n't| not) match|react\.dev\/errors\/(418|419|421|422|423|425)\b|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * Remembers #root's first element as the HTML parser builds it, before any module script runs:
 * still in place after hydration means React adopted it.
 */
async function markPrerenderedRoot(page: Page) {
  // eslint-disable-next-line no-restricted-syntax -- rewrites the served HTML of a page, not an API reply
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__prerendered = document.getElementById("root").firstElementChild;</script></body>',
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

async function expectHydrated(page: Page, path: string) {
  const problems = collectProblems(page);
  await markPrerenderedRoot(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Hydration runs in scheduled chunks: wait until React has attached to the prerendered root.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);

  const adopted = await page.evaluate(() => {
    const kept = (window as unknown as { __prerendered?: Element | null }).__prerendered;
    return Boolean(kept?.isConnected && kept === document.getElementById('root')?.firstElementChild);
  });
  expect(problems.filter((p) => HYDRATION_ERROR.test(p)), `hydration problems on ${path}`).toEqual([]);
  expect(adopted, `${path}: the prerendered HTML was replaced instead of hydrated`).toBe(true);
}

for (const path of PAGES) {
  test(`${path} hydrates the prerendered HTML without mismatch (desktop)`, async ({ page }) => {
    await expectHydrated(page, path);
  });

  test(`${path} hydrates the prerendered HTML without mismatch (375 px, returning visitor)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A returning reader who dismissed the newsletter prompt: stored state must not change the first render.
    await page.addInitScript(() => window.localStorage.setItem('newsletter-dismissed', 'true'));
    await expectHydrated(page, path);
  });
}
