/**
 * Pageviews per second `POST /api/analytics/track` sustains on the local server (issue 7), beside
 * the same load on a route that does no work (`GET /api/short-stories`) in the same run. Each
 * pageview is one stored record, one session-day marker and two or three counter updates in
 * DynamoDB Local. Run alone: `npx tsx bench/analytics.ts`.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { newSessionId } from '../functions/contract/analytics';
import { ratio, sleep, startProcess, waitUntilAnswers, type Section } from './lib';

const PORT = 3760;
const origin = `http://127.0.0.1:${PORT}`;
const REQUESTS = 3000;
const CONCURRENCY = 20;
/** A run also ends here, so a busy machine cannot stretch the bench: the rate counts what was done. */
const TIME_LIMIT_MS = 60_000;
const WARM_UP = 100;
const PAGES = ['/', '/books', '/short-stories', '/about', '/sign-up', '/voss-trials', '/blog'];
const REFERRERS = ['', 'https://www.goodreads.com/', 'https://www.google.com/'];

interface Run {
  done: number;
  perSecond: number;
  p95Ms: number;
  failures: number;
}

/** `count` requests (or as many as fit in the time limit), `CONCURRENCY` in flight at a time; answers other than `expected` are failures. */
async function load(count: number, expected: number, request: (i: number) => Promise<Response>): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const deadline = performance.now() + TIME_LIMIT_MS;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
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
  return { done: latencies.length, perSecond: latencies.length / seconds, p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? 0, failures };
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
  const server = startProcess('npx', ['tsx', 'infra/local/start.ts', '--no-build', '--reset'], { PORT: String(PORT), DATA_DIR: '.data/bench-analytics' });
  try {
    await waitUntilAnswers(`${origin}/api/short-stories`);
    const load1 = loadavg()[0] ?? 0;
    await load(WARM_UP, 200, bare);
    await load(WARM_UP, 202, pageview);
    const baseline = await load(REQUESTS, 200, bare);
    const track = await load(REQUESTS, 202, pageview);
    const failed = track.failures + baseline.failures;
    const command = 'npx tsx bench/analytics.ts';
    return {
      title: 'Visitor analytics (issue 7)',
      figures: [
        {
          name: `pageviews per second \`POST /api/analytics/track\` sustains (${track.done} requests, ${CONCURRENCY} at a time, loopback)${failed ? ` — ${failed} FAILED` : ''}`,
          value: `${track.perSecond.toFixed(0)}/s (p95 ${track.p95Ms.toFixed(0)} ms)`,
          baseline: `\`GET /api/short-stories\` (no work, ${baseline.done} requests) ${baseline.perSecond.toFixed(0)}/s (p95 ${baseline.p95Ms.toFixed(0)} ms)`,
          ratio: ratio(track.perSecond, baseline.perSecond),
          command,
        },
      ],
      notes: [
        `Load average when the stack started: ${load1.toFixed(1)} on this machine's CPUs (other work slows DynamoDB Local most).`,
        'Each pageview writes its record, a conditional session-day marker and two or three sharded counter updates; locally every write goes to DynamoDB Local (Java, on disk), which bounds this figure. In the cloud each Lambda call does the same writes, and throughput scales with concurrent Lambdas.',
      ],
    };
  } finally {
    await stopGroup(server.pid!);
  }
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Asks the stack to stop (SIGINT: it stops its emulators) and waits for its whole process group.
 * Not lib's `stopProcess`: npx dies of the SIGINT at once, so its exit says nothing about the
 * stack, and a group that has already ended cannot be sent SIGKILL (ESRCH).
 */
async function stopGroup(pid: number) {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && groupAlive(pid); waited += 100) await sleep(100);
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(JSON.stringify(await analytics(), null, 2));
