/**
 * Lighthouse (mobile: its default emulated phone, slow 4G and a CPU slowdown, simulated) on the
 * local production build, served as CloudFront serves it (compressed, cached): performance,
 * accessibility, best-practices and SEO scores, LCP, TBT, CLS and the main-thread work by kind for
 * every public route. Baseline, same run and same Chromium: a trivial static HTML page served by a
 * bare Node HTTP server, so each figure also reads as a ratio.
 *
 * Lighthouse's CPU slowdown is relative to the host (Lighthouse's throttling documentation), so every run records the
 * host's `benchmarkIndex`, the Chromium version and the CPU, and runs twice (issue 28): with the
 * default 4x slowdown, and with the slowdown Lighthouse's calibration gives for this host's
 * benchmark index (`calibratedCpuSlowdown`), which stands for the same mid-tier phone on any host.
 * The JS a reader downloads per route (gzip and brotli) is measured by bench/platform.ts; what a
 * real Chromium does with the phone profile applied through DevTools is bench/reader-timing.ts.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { PUBLIC_ROUTES, bookPagePath } from '../content/page-table';
import { median, ratio, seconds, startProcess, stopProcess, waitUntilAnswers, type Figure, type Section } from './lib';
import { readerTiming } from './reader-timing';

/** The bench's own stack (its emulators on the five ports above); `BENCH_LIGHTHOUSE_PORT` moves it. */
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3720);
const DATA = '.data/bench-lighthouse';
const run = promisify(execFile);
const origin = `http://127.0.0.1:${PORT}`;
/**
 * Every public route (Lighthouse refuses to audit a page answered with 404, so the 404 page is not),
 * a book's page (a series book sold direct, standing for the thirteen) and a blog post's
 * (bench/publish-post.ts).
 */
const PAGES = [...PUBLIC_ROUTES, bookPagePath('true-veil')];
/**
 * `BENCH_LIGHTHOUSE_PAGES=/books/true-veil,/about`: only these pages, in both runs, without the blog
 * post and the reader timings, for a look at one page in minutes instead of the whole section.
 * The section it writes then holds only them.
 */
const CHOSEN_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** Performance varies from run to run: each page is measured this many times and the median kept. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const COMMAND = 'npm run bench -- --no-test --only lighthouse (bench/lighthouse.ts)';
/** Lighthouse's default CPU slowdown. */
const DEFAULT_CPU_SLOWDOWN = 4;
/** Where the baseline server sends the trivial page with COOP. */
const COOP_PATH = '/coop';

/** The smallest page that can score full marks: what "as good as it gets" measures on this machine. */
const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A trivial page for a Lighthouse baseline."><title>Baseline</title></head><body><h1>Baseline</h1><p>A one-line page.</p></body></html>`;

type Category = (typeof CATEGORIES)[number];
interface Result {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  /** The lowest and highest performance score and TBT of the runs (the medians above hide how far apart runs fall). */
  spread: { performance: [number, number]; tbtMs: [number, number] };
  cls: number;
  /** Lighthouse's main-thread work by kind (its `mainthread-work-breakdown` groups), in ms. */
  mainThread: Record<string, number>;
  benchmarkIndex: number;
}

/**
 * The CPU slowdown that makes this host stand for Lighthouse's target phone, by Lighthouse's
 * published calibration (Lighthouse's throttling documentation, "Calibrating the CPU slowdown": its calculator's
 * curve through 800 → 2x, 1300 → 3x, 2000 → 6x), capped at 10x, the top of the range that table
 * gives from a high-end desktop to a mid-tier phone.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(`A host with benchmarkIndex ${benchmarkIndex} is too slow to stand for Lighthouse's target phone`);
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(multiplier, 10) * 10) / 10;
}

/** Retries: Lighthouse now and then fails to record a trace (NO_NAVSTART), which says nothing of the page. */
const ATTEMPTS = 3;

async function report(url: string, port: number, cpuSlowdownMultiplier: number) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (
      await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        throttling: { cpuSlowdownMultiplier },
      })
    )?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    const throttling = lhr.configSettings.throttling;
    if (throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier || throttling.rttMs !== 150) {
      throw new Error(
        `Lighthouse ran ${url} with ${JSON.stringify(throttling)}, not its mobile profile at ${cpuSlowdownMultiplier}x`,
      );
    }
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  }
}

async function audit(url: string, port: number, cpuSlowdown: number): Promise<Result> {
  const runs: Omit<Result, 'spread'>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await report(url, port, cpuSlowdown);
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const breakdown =
      (
        lhr.audits['mainthread-work-breakdown']?.details as
          { items?: { group: string; duration: number }[] } | undefined
      )?.items ?? [];
    runs.push({
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      mainThread: Object.fromEntries(breakdown.map((item) => [item.group, item.duration])),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  ) as Result['scores'];
  const groups = [...new Set(runs.flatMap((r) => Object.keys(r.mainThread)))];
  return {
    scores,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    spread: {
      performance: extent(runs.map((r) => r.scores.performance)),
      tbtMs: extent(runs.map((r) => r.tbtMs)),
    },
    cls: median(runs.map((r) => r.cls)),
    mainThread: Object.fromEntries(groups.map((g) => [g, median(runs.map((r) => r.mainThread[g] ?? 0))])),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}

const extent = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
const range = ([low, high]: [number, number], unit = '') =>
  RUNS > 1 ? ` (runs ${Math.round(low)}–${Math.round(high)}${unit})` : '';

/** Lighthouse's main-thread groups, shortest names first in the order it lists them. */
const GROUP_LABELS: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'parse/compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML/CSS parse',
  garbageCollection: 'GC',
  other: 'other',
};
function breakdown(result: Result): string {
  const total = Object.values(result.mainThread).reduce((sum, ms) => sum + ms, 0);
  const parts = Object.entries(result.mainThread)
    .sort(([, a], [, b]) => b - a)
    .map(([group, ms]) => `${GROUP_LABELS[group] ?? group} ${Math.round(ms)}`);
  return `${Math.round(total)} ms (${parts.join(', ')})`;
}

/**
 * The trivial page, and at `/coop` the same page with the header readers' pages no longer send
 * (infra/security-headers.ts): what Cross-Origin-Opener-Policy alone costs in this run.
 */
async function serveBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) =>
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(req.url === COOP_PATH ? { 'cross-origin-opener-policy': 'same-origin' } : {}),
      })
      .end(BASELINE_HTML),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** One Lighthouse run of every public route at one CPU slowdown, each figure beside the trivial page's. */
async function lighthouseRun(
  port: number,
  baselineUrl: string,
  pages: string[],
  cpuSlowdown: number,
  title: string,
  host: (index: number) => string,
): Promise<Section> {
  const baseline = await audit(baselineUrl, port, cpuSlowdown);
  const coop = await audit(new URL(COOP_PATH, baselineUrl).href, port, cpuSlowdown);
  const indexes = [baseline.benchmarkIndex, coop.benchmarkIndex];
  const name = (path: string, what: string) => `Lighthouse mobile ${cpuSlowdown}x \`${path}\`: ${what}`;
  const figures: Figure[] = [
    {
      name: `Lighthouse mobile ${cpuSlowdown}x: the trivial page sent with \`Cross-Origin-Opener-Policy: same-origin\`: performance, TBT`,
      value: `${coop.scores.performance}${range(coop.spread.performance)}, ${Math.round(coop.tbtMs)} ms${range(coop.spread.tbtMs, ' ms')}`,
      baseline: `trivial HTML page ${baseline.scores.performance}${range(baseline.spread.performance)}, ${Math.round(baseline.tbtMs)} ms${range(baseline.spread.tbtMs, ' ms')}`,
      command: COMMAND,
    },
  ];
  for (const path of pages) {
    const page = await audit(origin + path, port, cpuSlowdown);
    indexes.push(page.benchmarkIndex);
    for (const category of CATEGORIES) {
      figures.push({
        name: name(path, category),
        value: `${page.scores[category]}${category === 'performance' ? range(page.spread.performance) : ''}`,
        baseline: `trivial HTML page ${baseline.scores[category]}`,
        ratio: ratio(page.scores[category], baseline.scores[category]),
        command: COMMAND,
      });
    }
    figures.push({
      name: name(path, 'LCP'),
      value: seconds(page.lcpMs),
      baseline: `trivial HTML page ${seconds(baseline.lcpMs)}`,
      ratio: ratio(page.lcpMs, baseline.lcpMs),
      command: COMMAND,
    });
    figures.push({
      name: name(path, 'TBT / CLS'),
      value: `${Math.round(page.tbtMs)} ms${range(page.spread.tbtMs, ' ms')} / ${page.cls.toFixed(2)}`,
      baseline: `trivial HTML page ${Math.round(baseline.tbtMs)} ms${range(baseline.spread.tbtMs, ' ms')} / ${baseline.cls.toFixed(2)}`,
      command: COMMAND,
    });
    figures.push({
      name: name(path, 'main-thread work (simulated)'),
      value: breakdown(page),
      baseline: `trivial HTML page ${breakdown(baseline)}`,
      command: COMMAND,
    });
  }
  return {
    title,
    host: host(median(indexes)),
    figures,
    notes: [
      `Scores are 0-100, the median of ${RUNS} runs per page (the performance score's and TBT's lowest and highest run in brackets); LCP, TBT and the main-thread work are Lighthouse's simulated mobile figures (slow 4G: 150 ms RTT, 1.6 Mbps; ${cpuSlowdown}x CPU slowdown), so they measure the page's weight and critical path, not this machine's network.`,
      'The JS a reader downloads per route (gzip and brotli) is in the Platform section above.',
    ],
  };
}

/** A post published on the bench's stack (bench/publish-post.ts): its page's path. */
async function publishedPost(): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'bench/publish-post.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: DATA },
  });
  return stdout.trim().split('\n').at(-1)!;
}

export async function lighthouseScores(): Promise<Section[]> {
  // The whole local stack, freshly built (`npm run build`: client bundle + prerendered pages).
  const stack = startProcess('npx', ['tsx', 'infra/local/start.ts', '--reset', '--no-watch'], {
    PORT: String(PORT),
    DATA_DIR: DATA,
  });
  const baselinePage = await serveBaseline();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    await waitUntilAnswers(`${origin}/short-stories`);
    const pages = CHOSEN_PAGES ?? [...PAGES, await publishedPost()];
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
    const cpu = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`;
    const host = (cpuSlowdown: number) => (index: number) =>
      `Host: Lighthouse benchmarkIndex ${Math.round(index)} (median of this run's reports), ${version.Browser}, ${cpu}; CPU slowdown ${cpuSlowdown}x.`;
    const standard = await lighthouseRun(
      chrome.port,
      baselinePage.url,
      pages,
      DEFAULT_CPU_SLOWDOWN,
      'Reader pages in Lighthouse, default 4x CPU slowdown (issues 3, 14 and 28)',
      host(DEFAULT_CPU_SLOWDOWN),
    );
    const index = Number(/benchmarkIndex (\d+)/.exec(standard.host ?? '')?.[1]);
    const slowdown = calibratedCpuSlowdown(index);
    const calibrated = await lighthouseRun(
      chrome.port,
      baselinePage.url,
      pages,
      slowdown,
      "Reader pages in Lighthouse, CPU slowdown calibrated to this host's benchmark index (issue 28)",
      host(slowdown),
    );
    calibrated.notes!.push(
      `The slowdown ${slowdown}x is Lighthouse's calibration (Lighthouse's throttling documentation, "Calibrating the CPU slowdown", its calculator: 3 + (index − 1300) / 233 above 1300, capped at 10x) of the benchmark index ${index} measured by the 4x run.`,
    );
    if (CHOSEN_PAGES) return [standard, calibrated];
    const timing = await readerTiming(origin, `${version.Browser}, ${cpu}`);
    return [standard, calibrated, timing];
  } finally {
    chrome.kill();
    await baselinePage.close();
    await stopProcess(stack);
  }
}
