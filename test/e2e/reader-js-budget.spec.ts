import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

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
    test.setTimeout(QUIET_WINDOW_MS + 20_000);
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
    await page.waitForTimeout(QUIET_WINDOW_MS);
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
