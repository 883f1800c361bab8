import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { endpoint, localSettings } from '../infra/local/settings';
import { ratio, startProcess, stopProcess, waitUntilAnswers, type Section } from './lib';

const PORT = 3720;
const origin = `http://127.0.0.1:${PORT}`;
const settings = localSettings({ PORT: String(PORT) });
const REQUESTS = 2000;
const CONCURRENCY = 20;
const WARM_UP = 100;

interface Run {
  perSecond: number;
  failed: number;
  p95Ms: number;
}

/** `REQUESTS` requests, `CONCURRENCY` at a time over kept-alive connections; requests per second and failures. */
async function load(agent: Agent, count: number, make: (i: number) => { method: string; path: string; body?: string }): Promise<Run> {
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const { method, path, body } = make(i);
      const started = performance.now();
      const req = request(`${origin}${path}`, { method, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          if (res.statusCode !== 200) failed++;
          resolve();
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await one(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, failed, p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? 0 };
}

/** Bare PutItem calls to the same DynamoDB Local, same count and concurrency: the floor under every write. */
async function dynamoPuts(count: number): Promise<number> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: settings.region, endpoint: endpoint(settings.ports.dynamodb), credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' } }),
  );
  const run = randomUUID();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await db.send(new PutCommand({ TableName: settings.tableName, Item: { pk: `BENCH#${run}#${next++}`, sk: 'PUT', expiresAt: 0 } }));
    }),
  );
  db.destroy();
  return count / ((performance.now() - started) / 1000);
}

/**
 * Sign-ups per second the local server sustains for distinct emails (each one: consent record,
 * subscriber upsert, confirmation token, resend claim, SES send), beside the same load on a route
 * that does no work (GET /api/short-stories). The server runs with LOCAL_RATE_LIMIT=off, which
 * only this bench sets: one loopback client would otherwise be held to the sign-up route's
 * per-client limit.
 */
export async function signups(): Promise<Section> {
  const server = startProcess('npx', ['tsx', 'infra/local/start.ts', '--reset', '--no-build'], {
    PORT: String(PORT),
    DATA_DIR: '.data/bench-signups',
    LOCAL_RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
  });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    await waitUntilAnswers(`${origin}/api/short-stories`);
    const run = randomUUID().slice(0, 8);
    const signup = (tag: string) => (i: number) => ({
      method: 'POST',
      path: '/api/newsletter/signup',
      body: JSON.stringify({ email: `bench-${run}-${tag}-${i}@example.com`, source: 'signup_page' }),
    });
    const bare = () => ({ method: 'GET', path: '/api/short-stories' });
    // Warm-up: handler modules loaded, connections open, JIT warm.
    await load(agent, WARM_UP, signup('warm'));
    await load(agent, WARM_UP, bare);

    const baseline = await load(agent, REQUESTS, bare);
    const measured = await load(agent, REQUESTS, signup('run'));
    const puts = await dynamoPuts(REQUESTS / 4);
    const failures = (r: Run) => (r.failed ? ` (${r.failed} FAILED)` : '');
    return {
      title: 'Mailing list (issue 4)',
      figures: [
        {
          name: `Sign-ups per second, distinct emails, double opt-in (${REQUESTS} requests, ${CONCURRENCY} concurrent, loopback)`,
          value: `${measured.perSecond.toFixed(0)}/s, p95 ${measured.p95Ms.toFixed(0)} ms${failures(measured)}`,
          baseline: `GET /api/short-stories (no work) ${baseline.perSecond.toFixed(0)}/s, p95 ${baseline.p95Ms.toFixed(0)} ms${failures(baseline)}`,
          ratio: ratio(measured.perSecond, baseline.perSecond),
          command: 'npm run bench (bench/signups.ts)',
        },
        {
          name: `Sign-ups per second beside bare DynamoDB Local PutItem calls (${CONCURRENCY} concurrent); a sign-up makes 4 writes`,
          value: `${measured.perSecond.toFixed(0)}/s`,
          baseline: `PutItem ${puts.toFixed(0)}/s (÷ 4 = ${(puts / 4).toFixed(0)}/s)`,
          ratio: ratio(measured.perSecond, puts / 4),
          command: 'npm run bench (bench/signups.ts)',
        },
      ],
      notes: [
        'Each sign-up writes a consent record, upserts the subscriber, claims the resend slot, stores a confirmation token and sends the confirmation email (SES emulator). DynamoDB Local keeps its data on disk (`-dbPath`, as `npm start` runs it) and applies writes one at a time, so its PutItem rate bounds the sign-up rate; the second row shows how close sign-ups come to that bound.',
        'The local server runs with `LOCAL_RATE_LIMIT=off` for this bench only: from one loopback client the sign-up route’s per-client limit would otherwise answer 429.',
      ],
    };
  } finally {
    agent.destroy();
    await stopProcess(server);
  }
}
