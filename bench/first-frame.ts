/**
 * What a reader page's first frame asks of the fonts (issue 28): on Linux Chromium each font family
 * match and each "strike" (a face at a size) is a round trip to the browser process, and they were
 * most of the first layout's time. Counted in a Chromium trace up to the first contentful paint, per
 * public route, on a phone-sized screen: counts, not times, so they read the same on a busy machine.
 * The median of 3 loads (a count varies by a few with what the boot has started by then).
 *   npx tsx bench/first-frame.ts http://127.0.0.1:<port of a running `npm start`>
 */
import { chromium } from 'playwright';
import { PUBLIC_ROUTES } from '../content/page-table';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { median, PHONE } from './lib';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const RUNS = 3;
const MATCH = 'FontDataManager::onMatchFamilyStyle';
const STRIKE = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  args?: { beginData?: { url?: string } };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function firstFrame(path: string): Promise<{ matches: number; strikes: number }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await browser.startTracing(undefined, { categories: ['devtools.timeline', 'fonts', 'loading'] });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === origin + path);
  if (!parse) throw new Error(`No parse of ${path} in the trace`);
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts ?? Infinity;
  const count = (name: string) =>
    events.filter((e) => e.name === name && e.pid === parse.pid && e.tid === parse.tid && e.ts <= paint).length;
  return { matches: count(MATCH), strikes: count(STRIKE) };
}

console.log('| route | font family matches | font strikes |\n| --- | --- | --- |');
for (const path of PUBLIC_ROUTES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await firstFrame(path));
  console.log(`| \`${path}\` | ${median(runs.map((r) => r.matches))} | ${median(runs.map((r) => r.strikes))} |`);
}
await browser.close();
