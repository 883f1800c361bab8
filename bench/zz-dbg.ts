/**
 * Pageviews per second `POST /api/analytics/track` sustains on the local server (issue 7), beside
 * the same load on a route that does no work (`GET /api/short-stories`) in the same run. Each
 * pageview is one stored record, one session-day marker and two or three counter updates in
 * DynamoDB Local. Run alone: `npx tsx bench/analytics.ts`.
 */
import { pathToFileURL } from 'node:url';
import { newSessionId } from '../functions/contract/analytics';
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { ratio, stopProcess, waitUntilAnswers, type Section } from './lib';

const PORT = 3760;
const origin = `http://127.0.0.1:${PORT}`;
const REQUESTS = 3000;
const CONCURRENCY = 20;
const WARM_UP = 100;
const PAGES = ['/', '/books', '/short-stories', '/about', '/sign-up', '/voss-trials', '/blog'];
const REFERRERS = ['', 'https://www.goodreads.com/', 'https://www.google.com/'];

interface Run {
  perSecond: number;
  p95Ms: number;
  failures: number;
}

/** `count` requests, `CONCURRENCY` in flight at a time; counts answers other than `expected` as failures. */
async function load(count: number, expected: number, request: (i: number) => Promise<Response>): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      const res = await request(i).catch(() => null);
      latencies.push(performance.now() - started);
      if (res?.status !== expected) failures += 1;
      await res?.arrayBuffer();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? 0, failures };
}

const sessions = Array.from({ length: 200 }, () => newSessionId());
const pageview = (i: number) =>
  fetch(`${origin}/api/analytics/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'pageview',
      page: PAGES[i % PAGES.length],
      timestamp: new Date().toISOString(),
      sessionId: sessions[i % sessions.length],
      isAuthor: false,
      referrer: REFERRERS[i % REFERRERS.length],
      userAgent: 'Mozilla/5.0 (bench)',
    }),
  });
const bare = () => fetch(`${origin}/api/short-stories`);

export async function analytics(): Promise<Section> {
  const log = openSync('/tmp/bench-server.log', 'w'); const server = spawn('npx', ['tsx', 'infra/local/start.ts', '--no-build', '--reset'], { env: { ...process.env, PORT: String(PORT), DATA_DIR: '.data/bench-analytics' }, stdio: ['ignore', log, log], detached: true }); server.on('exit', (c, s) => console.error('server exit', c, s, new Date().toISOString()));
  try {
    await waitUntilAnswers(`${origin}/api/short-stories`);
    console.error('up', new Date().toISOString()); console.error(await load(WARM_UP, 200, bare));
    console.error(await load(WARM_UP, 202, pageview), new Date().toISOString());
    const baseline = await load(REQUESTS, 200, bare);
    const track = await load(REQUESTS, 202, pageview);
    const failed = track.failures + baseline.failures;
    const command = 'npx tsx bench/analytics.ts';
    return {
      title: 'Visitor analytics (issue 7)',
      figures: [
        {
          name: `pageviews per second \`POST /api/analytics/track\` sustains (${REQUESTS} requests, ${CONCURRENCY} at a time, loopback)${failed ? ` — ${failed} FAILED` : ''}`,
          value: `${track.perSecond.toFixed(0)}/s (p95 ${track.p95Ms.toFixed(0)} ms)`,
          baseline: `\`GET /api/short-stories\` (no work) ${baseline.perSecond.toFixed(0)}/s (p95 ${baseline.p95Ms.toFixed(0)} ms)`,
          ratio: ratio(track.perSecond, baseline.perSecond),
          command,
        },
      ],
      notes: [
        'Each pageview writes its record, a conditional session-day marker and two or three sharded counter updates; locally every write goes to DynamoDB Local (Java, on disk), which bounds this figure. In the cloud each Lambda call does the same writes, and throughput scales with concurrent Lambdas.',
      ],
    };
  } finally {
    await stopProcess(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(JSON.stringify(await analytics(), null, 2));
