import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { PublishReply } from '../../functions/contract/site-content';

/** What the author's specs do in Site: save a field that is refused, press Publish, and read a page as a reader until it is served. */

/**
 * Her Save refused: `field` given `value`, the refusal `message` said beside it (in `scope`: the
 * field's group where the same words stand by other fields), the field focused, nothing saved.
 */
export async function expectSaveRefused(
  page: Page,
  field: Locator,
  value: string,
  message: string,
  scope: Page | Locator = page,
) {
  await field.fill(value);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(scope.getByText(message)).toBeVisible();
  await expect(field).toBeFocused();
}

/**
 * Version `version` of a piece (its editor at `piecePath`, `/admin/site/<kind>/<id>`) opened from
 * its history, `whileViewing` checked on it, and restored: resolves back in the editor.
 */
export async function restoreVersion(
  page: Page,
  piecePath: string,
  version: number,
  whileViewing: () => Promise<void>,
) {
  await page.goto(`${piecePath}/history`);
  await page.getByRole('link', { name: `View Version ${version}`, exact: true }).click();
  await whileViewing();
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${piecePath}$`));
}

/** What the site promises: live within a minute of Publish. */
export const LIVE_WITHIN_MS = 60_000;

/**
 * Site's overview, its Publish pressed; resolves at the press, with the result line to wait on and
 * the paths the publish says it changed (what it took out of the edge's cache).
 */
export async function pressPublish(page: Page) {
  await page.goto('/admin/site');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled();
  const reply = page.waitForResponse(
    (response) => response.url().endsWith('/api/site/publish') && response.request().method() === 'POST',
  );
  await publish.click();
  const changedPaths = reply.then(async (response) => {
    expect(response.status()).toBe(200);
    return ((await response.json()) as PublishReply).changedPaths;
  });
  return { result: page.getByTestId('publish-result'), changedPaths };
}

/** Publish pressed and its result awaited, within the minute the site promises. */
export async function publish(page: Page) {
  const { result } = await pressPublish(page);
  await expect(result).toHaveText(/^Published: /, { timeout: LIVE_WITHIN_MS });
}

/** The pages among changed paths (not the files: a cover, the site's data). */
export const pagesOf = (paths: readonly string[]) => paths.filter((path) => !/\.\w+$/.test(path));

/** A reader: a browser context of its own, never signed in. */
export async function readerPage(browser: Browser, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * Loads `path` again and again until `check` passes on it, each load fresh from the site (what the
 * edge serves after its invalidation, never the browser's own cache). A page is static: `check`
 * waits a second at most, or a page served before the publish holds up the next load.
 */
export async function untilServed(reader: Page, path: string, check: () => Promise<void>, timeout = LIVE_WITHIN_MS) {
  await expect(async () => {
    const response = await reader.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await check();
  }).toPass({ timeout, intervals: [250, 500, 1000] });
}

/** Screenshots to look at by eye, taken only when asked (E2E_SCREENSHOTS=1): they are not checked. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
