/**
 * The JavaScript a reader's browser receives for a page, counted on the wire: each script's body
 * as the server sends it (brotli or gzip, as the edge compresses), at three moments of a visit on
 * a phone: left alone after load, after scrolling through the page without touching anything,
 * and after a tap in a form field (which starts the form's part, and React with it). Used by the
 * budget test (test/e2e/reader-js-budget.spec.ts) and the bench (`npm run bench -- --only reader-js`).
 */
import { cpus } from 'node:os';
import { chromium, type Page } from 'playwright';
import { PUBLIC_ROUTES } from '../content/page-table';
import { uiText } from '../content/ui-text';
import { shortStories } from '../content/seed/stories';
import { endpoint, localSettings } from '../infra/local/settings';
import { isTo, readMailStore } from '../test/support/mail-store';
import { APP_STARTED_ATTRIBUTE } from '../frontend/src/app/app-started';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { PHONE, startProcess, stopProcess, waitUntilAnswers, type Figure, type Section } from './lib';

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
 * where the browser draws none: a loaded run once waited 60 s for a frame on /books), and back to
 * the top: a reader reading, touching nothing. Scrolled by the page itself, as a flick does, so no
 * pointer lands on a part on the way.
 */
export async function scrollThrough(page: Page): Promise<void> {
  // No named functions inside: tsx (the bench) would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const stops: number[] = [];
    for (let y = window.innerHeight / 2; y < end + window.innerHeight / 2; y += window.innerHeight / 2)
      stops.push(Math.min(y, end));
    for (const y of [...stops, 0]) {
      window.scrollTo(0, y);
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 200)),
      ]);
    }
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

const PORT = Number(process.env.BENCH_READER_JS_PORT ?? 3730);
/** The reading page's budget of JavaScript in its first 10 s: it is plain HTML and CSS. */
const READING_PAGE_JS_BUDGET_BYTES = 15_000;
const LIBRARY_PATH = '/api/sales/library/';

/** The site path of the first link to `prefix` in the newest mail to `email` whose subject matches, waiting for it. */
async function linkInMail(origin: string, email: string, subject: RegExp, prefix: string): Promise<string> {
  const mailOrigin = endpoint(localSettings({ PORT: String(PORT) }).ports.ses);
  for (let tries = 0; tries < 100; tries++) {
    const mail = (await readMailStore(mailOrigin)).filter((m) => isTo(email)(m) && subject.test(m.subject)).at(-1);
    const path = mail?.body.text?.match(new RegExp(`https?://[^/\\s]+(${prefix}[A-Za-z0-9_%-]+)`))?.[1];
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail "${subject}" to ${email} with a ${prefix} link`);
}

/** A new reader's way to a story's reading page: signed up and confirmed, then their library's link to the story. */
async function readingPagePath(origin: string): Promise<string> {
  const email = `bench-reader-${Date.now()}@example.com`;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  await fetch(`${origin}/api/newsletter/signup`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ email, source: 'signup_page', readerMagnetId: shortStories[0]!.id }).toString(),
  });
  const confirm = await linkInMail(origin, email, /^Please confirm/, '/api/newsletter/confirm/');
  await fetch(`${origin}${confirm}`, { method: 'POST', headers: form, body: '' });
  const library = await linkInMail(origin, email, /./, LIBRARY_PATH);
  return `${library}/stories/${shortStories[0]!.id}`;
}
const COMMAND = 'npm run bench -- --no-test --only reader-js (bench/reader-js-wire.ts)';
const kB = (bytes: number, files: number) => `${(bytes / 1000).toFixed(1)} kB (${files} files)`;

/**
 * Per public route, on Lighthouse's phone (its screen, touch and user agent; no throttling: bytes
 * do not depend on it), each route a first visit: the JS on the wire once the page is left alone,
 * after scrolling it through, and after a tap in a form field.
 */
export async function readerJsOnTheWire(): Promise<Section> {
  const origin = `http://127.0.0.1:${PORT}`;
  const stack = startProcess('npx', ['tsx', 'infra/local/start.ts', '--reset', '--no-watch'], {
    PORT: String(PORT),
    DATA_DIR: '.data/bench-reader-js',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await waitUntilAnswers(`${origin}/short-stories`);
    const figures: Figure[] = [];
    for (const path of PUBLIC_ROUTES) {
      const context = await browser.newContext({ ...PHONE, baseURL: origin });
      try {
        const page = await context.newPage();
        const scripts = countScripts(page);
        await openReaderPage(page, path);
        const idle = await scripts.settled();
        await scrollThrough(page);
        const scrolled = await scripts.settled();
        const tapped = await tapAFormField(page, uiText.newsletterPrompt.button);
        const used = await scripts.settled();
        figures.push({
          name: `JS on the wire on \`${path}\`: idle / scrolled through / after a tap in a form field (${tapped})`,
          value: `${kB(idle.bytes, idle.files)} / ${kB(scrolled.bytes, scrolled.files)} / ${kB(used.bytes, used.files)}`,
          command: COMMAND,
        });
      } finally {
        await context.close();
      }
    }
    // The reading page, opened from a new reader's library: its JS once left alone for 10 s.
    const context = await browser.newContext({ ...PHONE, baseURL: origin });
    try {
      const page = await context.newPage();
      const scripts = countScripts(page);
      await page.goto(await readingPagePath(origin));
      await page.waitForTimeout(10_000);
      const read = await scripts.settled();
      figures.push({
        name: `JS on the wire on a story's reading page (from the library) in its first 10 s (budget ${READING_PAGE_JS_BUDGET_BYTES / 1000} kB)`,
        value: kB(read.bytes, read.files),
        command: COMMAND,
      });
    } finally {
      await context.close();
    }
    return {
      title: 'Reader JS on the wire: idle, scrolled through, after a tap in a form',
      host: `Host: Chromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; Lighthouse's phone screen and touch, no throttling; the local edge's compression (brotli).`,
      figures,
      notes: [
        "Each figure adds to the one before it: the scripts the browser received (their bodies as sent, compressed) once none had been in flight for 0.5 s after the page armed its parts, after scrolling it through by half a screen at a time and back (by the page, as a flick does: no pointer on a part), and after a tap in its first visible form field (on a page whose only form is the newsletter prompt's, a tap on the prompt's button, then on its field). Budget after scrolling: 30 kB (test/e2e/reader-js-budget.spec.ts).",
      ],
    };
  } finally {
    await browser.close();
    await stopProcess(stack);
  }
}
