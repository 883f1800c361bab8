/**
 * Pageviews per second `POST /api/analytics/track` sustains on the local server (issue 7), beside
 * two baselines measured in the same run: the same load on a route that does no work
 * (`GET /api/short-stories`), and plain PutItem calls straight to the stack's DynamoDB Local, which
 * every pageview's writes go to. Run alone: `npx tsx bench/analytics.ts`.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { newSessionId } from '../functions/contract/analytics';
import { ANALYTICS_SHARDS } from '../functions/entities/analytics';
import { endpoint, localSettings } from '../infra/local/settings';
import { ratio, startProcess, stopProcess, waitUntilAnswers, type Section } from './lib';

const PORT = 3760;
const settings = localSettings({ PORT: String(PORT), DATA_DIR: '.data/bench-analytics', LOCAL_RATE_LIMIT: 'off' });
const origin = settings.siteUrl;
const REQUESTS = 3000;
const CONCURRENCY = 20;
/** A run also ends here, so a busy machine cannot stretch the bench: rates count what was done. */
const TIME_LIMIT_MS = 60_000;
const WARM_UP = 100;
const PAGES = ['/', '/books', '/short-stories', '/about', '/sign-up', '/voss-trials', '/blog'];
const REFERRERS = ['', 'https://www.goodreads.com/', 'https://www.google.com/'];
/** Write requests per reader pageview: record, session-day marker, day total, page, and the referrer when there is one. */
const WRITES_PER_PAGEVIEW = 4 + REFERRERS.filter(Boolean).length / REFERRERS.length;

interface Run {
  done: number;
  perSecond: number;
  p95Ms: number;
  failures: number;
}

/** `count` calls (or as many as fit in the time limit), `CONCURRENCY` at a time; a call that answers false or throws is a failure. */
async function load(count: number, call: (i: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const deadline = performance.now() + TIME_LIMIT_MS;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const i = next++;
      const started = performance.now();
      if (!(await call(i).catch(() => false))) failures += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    perSecond: latencies.length / seconds,
    p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
    failures,
  };
}

const answers = (status: number) => async (res: Response) => {
  await res.arrayBuffer();
  return res.status === status;
};

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
  }).then(answers(202));
const bare = () => fetch(`${origin}/api/short-stories`).then(answers(200));

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: settings.region,
    endpoint: endpoint(settings.ports.dynamodb),
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
  }),
);
const rawPut = (i: number) =>
  db
    .send(
      new PutCommand({
        TableName: settings.tableName,
        Item: { pk: `BENCH#${i % 200}`, sk: `PUT#${i}`, filler: 'x'.repeat(200) },
      }),
    )
    .then(() => true);

const perSecond = (run: Run) => `${run.perSecond.toFixed(0)}/s (p95 ${run.p95Ms.toFixed(0)} ms)`;

export async function analytics(): Promise<Section> {
  const server = startProcess('npx', ['tsx', 'infra/local/start.ts', '--no-build', '--no-watch', '--reset'], {
    PORT: String(PORT),
    DATA_DIR: settings.dataDir,
    LOCAL_RATE_LIMIT: 'off',
  });
  try {
    await waitUntilAnswers(`${origin}/api/short-stories`);
    const load1 = loadavg()[0] ?? 0;
    await load(WARM_UP, bare);
    await load(WARM_UP, pageview);
    const baseline = await load(REQUESTS, bare);
    const track = await load(REQUESTS, pageview);
    const puts = await load(Math.round(REQUESTS * WRITES_PER_PAGEVIEW), rawPut);
    const failed = track.failures + baseline.failures + puts.failures;
    const command = 'npx tsx bench/analytics.ts';
    const writes = track.perSecond * WRITES_PER_PAGEVIEW;
    return {
      title: 'Visitor analytics (issue 7)',
      figures: [
        {
          name: `pageviews per second \`POST /api/analytics/track\` sustains (${track.done} requests, ${CONCURRENCY} at a time, loopback)${failed ? ` — ${failed} FAILED` : ''}`,
          value: perSecond(track),
          baseline: `\`GET /api/short-stories\` (no work, ${baseline.done} requests) ${perSecond(baseline)}`,
          ratio: ratio(track.perSecond, baseline.perSecond),
          command,
        },
        {
          name: `DynamoDB Local writes per second behind those pageviews (${WRITES_PER_PAGEVIEW.toFixed(2)} per pageview)`,
          value: `${writes.toFixed(0)}/s`,
          baseline: `PutItem straight to DynamoDB Local, ${CONCURRENCY} at a time (${puts.done} calls) ${perSecond(puts)}`,
          ratio: ratio(writes, puts.perSecond),
          command,
        },
      ],
      notes: [
        `Load average when the stack started: ${load1.toFixed(1)}. Locally every write goes to DynamoDB Local (Java, on disk), which bounds the pageview rate (second row); in the cloud each Lambda call makes the same writes and throughput grows with concurrent Lambdas, spread over ${ANALYTICS_SHARDS} counter shards per day.`,
      ],
    };
  } finally {
    db.destroy();
    await stopProcess(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(JSON.stringify(await analytics(), null, 2));
