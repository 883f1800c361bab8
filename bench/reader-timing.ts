/**
 * What a real Chromium does with a reader page on Lighthouse's phone profile applied through
 * DevTools (issue 28): the Moto G Power screen and user agent, `Network.emulateNetworkConditions`
 * at 150 ms RTT and 1.6 Mbps down (750 kbps up), `Emulation.setCPUThrottlingRate` 4, no cache.
 * Per route: the first contentful paint; when the page's interactive parts respond (the islands
 * boot has armed them: the menu works from then on, and every other part starts on its first
 * use); when each part is ready if the reader reaches for all of them at that moment (React
 * hydrated it, islands/boot.ts); and the longest main-thread task, without interaction and with
 * every part started, read from a DevTools trace. Baseline: the trivial page, same browser.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright';
import { PUBLIC_ROUTES } from '../content/page-table';
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from '../frontend/src/islands/names';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { median, PHONE, seconds, type Figure, type Section } from './lib';

const RUNS = Number(process.env.BENCH_TIMING_RUNS ?? 3);
const COMMAND = 'npm run bench -- --no-test --only lighthouse (bench/reader-timing.ts)';
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** How long a page is left alone before its parts are used: the longest task "without interaction" is read over it. */
const QUIET_MS = 5000;
const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><h1>Baseline</h1><p>A one-line page.</p></body></html>`;

interface Timing {
  fcpMs: number;
  /** When the islands boot had armed the page's parts (NaN on a page without it). */
  armedMs: number;
  /** Per island, when it was ready (hydrated) after being used at `armedMs`. */
  readyMs: Record<string, number>;
  longestQuietMs: number;
  longestMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The longest task of the page's main thread in a DevTools trace (the renderer's `CrRendererMain`, busiest if several). */
function longestTask(trace: Buffer): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  return Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000));
}

async function measure(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(
    ([islandAttribute, readyAttribute]: string[]) => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (record.attributeName === 'data-app-started') marks.armed ??= performance.now();
          if (record.attributeName === readyAttribute)
            marks[target.getAttribute(islandAttribute!) ?? '?'] ??= performance.now();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-started', readyAttribute!] });
    },
    [ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE],
  );
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(QUIET_MS);
    const longestQuietMs = longestTask(await browser.stopTracing());
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const islands = await page.evaluate(async (islandAttribute: string) => {
      const found = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
      // The reader reaches for every part as soon as the page can respond: a pointer on each, and a scroll.
      for (const island of found)
        island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      window.scrollBy(0, 400);
      return found.map((island) => island.getAttribute(islandAttribute)!);
    }, ISLAND_ATTRIBUTE);
    await page
      .waitForFunction(
        (names: string[]) =>
          names.every((name) => (window as unknown as { __marks: Record<string, number> }).__marks[name] !== undefined),
        islands,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const longestMs = Math.max(longestQuietMs, longestTask(await browser.stopTracing()));
    const { fcp, marks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      marks: (window as unknown as { __marks: Record<string, number> }).__marks,
    }));
    const { armed, ...readyMs } = marks;
    return { fcpMs: fcp, armedMs: armed ?? NaN, readyMs, longestQuietMs, longestMs };
  } finally {
    await context.close();
  }
}

async function medianTiming(browser: Browser, url: string): Promise<Timing> {
  const runs: Timing[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url));
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.readyMs)))];
  return {
    fcpMs: median(runs.map((r) => r.fcpMs)),
    armedMs: median(runs.map((r) => r.armedMs)),
    readyMs: Object.fromEntries(names.map((n) => [n, median(runs.map((r) => r.readyMs[n] ?? NaN))])),
    longestQuietMs: median(runs.map((r) => r.longestQuietMs)),
    longestMs: median(runs.map((r) => r.longestMs)),
  };
}

export async function readerTiming(origin: string, host: string): Promise<Section> {
  const server = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_HTML),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const baseline = await medianTiming(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const figures: Figure[] = [];
    for (const path of PUBLIC_ROUTES) {
      const t = await medianTiming(browser, origin + path);
      const name = (what: string) => `Chromium, phone profile via DevTools, \`${path}\`: ${what}`;
      figures.push({
        name: name('first paint / parts respond (menu works, the others start on first use)'),
        value: `${seconds(t.fcpMs)} / ${seconds(t.armedMs)}`,
        baseline: `trivial page first paint ${seconds(baseline.fcpMs)}`,
        command: COMMAND,
      });
      figures.push({
        name: name('each part ready, used as soon as the page responds'),
        value:
          Object.entries(t.readyMs)
            .map(([part, at]) => `${part} ${seconds(at)}`)
            .join(', ') || 'no parts',
        baseline: `trivial page first paint ${seconds(baseline.fcpMs)}`,
        command: COMMAND,
      });
      figures.push({
        name: name('longest main-thread task, without interaction / with every part started'),
        value: `${ms(t.longestQuietMs)} / ${ms(t.longestMs)}`,
        baseline: `trivial page ${ms(baseline.longestQuietMs)}`,
        command: COMMAND,
      });
    }
    return {
      title: 'Reader pages in a real Chromium with the phone profile (issue 28)',
      host: `Host: ${host}; DevTools throttling ${CPU_SLOWDOWN}x CPU, 150 ms RTT, 1.6 Mbps down.`,
      figures,
      notes: [
        `Times from navigation start, the median of ${RUNS} loads per page without cache. The longest task "without interaction" is read over the first ${QUIET_MS / 1000} s after load; "with every part started" adds the moment each part's React hydrates.`,
      ],
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
