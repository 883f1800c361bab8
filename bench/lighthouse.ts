/**
 * Lighthouse (mobile: its default emulated phone, slow 4G and 4x CPU slowdown, simulated) on the
 * local production build, served as CloudFront serves it (compressed, cached): performance,
 * accessibility, best-practices and SEO scores, LCP, TBT and CLS for every public route. Baseline, same run and same Chromium: a trivial static HTML
 * page served by a bare Node HTTP server, so each figure also reads as a ratio.
 * The JS a reader downloads per route (gzip and brotli) is measured by bench/platform.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { PUBLIC_ROUTES } from '../content/site';
import { ratio, seconds, startProcess, stopProcess, waitUntilAnswers, type Figure, type Section } from './lib';

const PORT = 3720;
const origin = `http://127.0.0.1:${PORT}`;
/** Every public route (Lighthouse refuses to audit a page answered with 404, so the 404 page is not). */
const PAGES = [...PUBLIC_ROUTES];
/** Performance varies from run to run: each page is measured this many times and the median kept. */
const RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const COMMAND = 'npm run bench (bench/lighthouse.ts)';

/** The smallest page that can score full marks: what "as good as it gets" measures on this machine. */
const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A trivial page for a Lighthouse baseline."><title>Baseline</title></head><body><h1>Baseline</h1><p>A one-line page.</p></body></html>`;

type Category = (typeof CATEGORIES)[number];
interface Result {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Retries: Lighthouse now and then fails to record a trace (NO_NAVSTART), which says nothing of the page. */
const ATTEMPTS = 3;

async function report(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  }
}

async function audit(url: string, port: number): Promise<Result> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await report(url, port);
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    runs.push({
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    });
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Result['scores'];
  return { scores, lcpMs: median(runs.map((r) => r.lcpMs)), tbtMs: median(runs.map((r) => r.tbtMs)), cls: median(runs.map((r) => r.cls)) };
}

async function serveBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_HTML));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function lighthouseScores(): Promise<Section> {
  // The whole local stack, freshly built (`npm run build`: client bundle + prerendered pages).
  const stack = startProcess('npx', ['tsx', 'infra/local/start.ts', '--reset'], { PORT: String(PORT), DATA_DIR: '.data/bench-lighthouse' });
  const baselinePage = await serveBaseline();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    await waitUntilAnswers(`${origin}/short-stories`);
    const baseline = await audit(baselinePage.url, chrome.port);
    const figures: Figure[] = [];
    for (const path of PAGES) {
      const page = await audit(origin + path, chrome.port);
      for (const category of CATEGORIES) {
        figures.push({
          name: `Lighthouse mobile \`${path}\`: ${category}`,
          value: String(page.scores[category]),
          baseline: `trivial HTML page ${baseline.scores[category]}`,
          ratio: ratio(page.scores[category], baseline.scores[category]),
          command: COMMAND,
        });
      }
      figures.push({
        name: `Lighthouse mobile \`${path}\`: LCP`,
        value: seconds(page.lcpMs),
        baseline: `trivial HTML page ${seconds(baseline.lcpMs)}`,
        ratio: ratio(page.lcpMs, baseline.lcpMs),
        command: COMMAND,
      });
      figures.push({
        name: `Lighthouse mobile \`${path}\`: TBT / CLS`,
        value: `${Math.round(page.tbtMs)} ms / ${page.cls.toFixed(2)}`,
        baseline: `trivial HTML page ${Math.round(baseline.tbtMs)} ms / ${baseline.cls.toFixed(2)}`,
        command: COMMAND,
      });
    }
    return {
      title: 'Reader pages in Lighthouse (issues 3 and 14)',
      figures,
      notes: [
        `Scores are 0-100, the median of ${RUNS} runs per page; LCP is Lighthouse's simulated mobile figure (slow 4G, 4x CPU slowdown), so it measures the page's weight and critical path, not this machine's network.`,
        'The JS a reader downloads per route (gzip and brotli) is in the Platform section above.',
      ],
    };
  } finally {
    chrome.kill();
    await baselinePage.close();
    await stopProcess(stack);
  }
}
