/**
 * The JavaScript a reader's browser receives for a page, counted on the wire: each script's body
 * as the server sends it (brotli or gzip, as the edge compresses), at three moments of a visit on
 * a phone: left alone after load, after scrolling through the page without touching anything,
 * and after a tap in a form field (which starts the form's part, and React with it). Used by the
 * budget test (test/e2e/reader-js-budget.spec.ts) and the bench (bench/reader-timing.ts).
 */
import type { Page } from 'playwright';
import { APP_STARTED_ATTRIBUTE } from '../frontend/src/app/app-started';

/** How long the network must stay free of script requests before a moment's figure is read. */
const QUIET_MS = 500;

export interface ScriptCounter {
  /** The bytes on the wire of every script received so far, once none is in flight and none started for QUIET_MS. */
  settled(): Promise<{ bytes: number; files: number }>;
}

/** Counts the scripts `page` receives from now on. */
export function countScripts(page: Page): ScriptCounter {
  const sizes: Promise<number>[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    inFlight++;
    lastActivity = performance.now();
  });
  const done = (request: import('playwright').Request, received: boolean) => {
    if (request.resourceType() !== 'script') return;
    inFlight--;
    lastActivity = performance.now();
    sizes.push(
      received
        ? request.sizes().then(
            (s) => s.responseBodySize,
            () => 0,
          )
        : Promise.resolve(0),
    );
  };
  page.on('requestfinished', (request) => done(request, true));
  page.on('requestfailed', (request) => done(request, false));
  return {
    async settled() {
      while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
      const all = await Promise.all(sizes);
      return { bytes: all.reduce((sum, size) => sum + size, 0), files: all.length };
    },
  };
}

/** Opens `path` and waits until its islands boot has armed the page (the menu works, the parts start on first use). */
export async function openReaderPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator(`html[${APP_STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Scrolls the page through to its end by half a screen at a time, two frames apart (or 200 ms
 * where the browser draws none), and back to the top: a reader reading, touching nothing. Scrolled
 * by the page itself, as a flick does, so no pointer lands on a part on the way.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 200)),
      ]);
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = window.innerHeight / 2; y < end + window.innerHeight / 2; y += window.innerHeight / 2) {
      window.scrollTo(0, Math.min(y, end));
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

const FORM_FIELD = 'form input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), form textarea';

/**
 * Taps the page's first visible form field; on a page whose only form is the newsletter prompt's,
 * taps the prompt's button first, then the field of the form it opens. Returns what was tapped.
 */
export async function tapAFormField(page: Page, promptButton: string): Promise<string> {
  const field = page.locator(FORM_FIELD).filter({ visible: true }).first();
  if ((await field.count()) > 0) {
    await field.tap();
    return 'a field of the page';
  }
  const opener = page.getByRole('button', { name: promptButton });
  if ((await opener.count()) === 0) return 'nothing (no form)';
  await opener.tap();
  const promptField = page.getByRole('dialog').locator(FORM_FIELD).first();
  await promptField.tap();
  return 'the prompt, then its field';
}
