import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { LOCAL_AFTER_REPLY_SETTLED_PATH } from '../infra/local/settings';
import { ratio, startProcess, stopProcess, waitUntilAnswers, type Section } from './lib';

const PORT = 3720;
const origin = `http://127.0.0.1:${PORT}`;
const REQUESTS = 2000;
const CONCURRENCY = 20;
const WARM_UP = 100;

interface Run {
  perSecond: number;
  failed: number;
  p95Ms: number;
}

/**
 * `count` requests, `CONCURRENCY` at a time over kept-alive connections: requests per second,
 * failures, p95 latency. The time runs until the server's after-reply work (a sign-up's writes and
 * email, done after its reply) has ended too, so the rate is of whole sign-ups.
 */
async function load(
  agent: Agent,
  count: number,
  make: (i: number) => { method: string; path: string; body?: string },
): Promise<Run> {
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const { method, path, body } = make(i);
      const started = performance.now();
      const req = request(
        `${origin}${path}`,
        { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (res.statusCode !== 200) failed++;
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await one(next++);
    }),
  );
  await fetch(`${origin}${LOCAL_AFTER_REPLY_SETTLED_PATH}`);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, failed, p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? 0 };
}

interface Measured {
  signups: Run;
  bare: Run;
}

/** One server, fresh data: warm-up, then the bare route and the sign-ups, one after the other. */
async function measure(tableInMemory: boolean): Promise<Measured> {
  const server = startProcess('npx', ['tsx', 'infra/local/start.ts', '--reset', '--no-build', '--no-watch'], {
    PORT: String(PORT),
    DATA_DIR: '.data/bench-signups',
    TABLE_IN_MEMORY: String(tableInMemory),
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
    return {
      bare: await load(agent, REQUESTS, bare),
      signups: await load(agent, REQUESTS, signup('run')),
    };
  } finally {
    agent.destroy();
    await stopProcess(server);
  }
}

/**
 * Sign-ups per second the local server sustains for distinct emails, beside the same load on a
 * route that does no work (GET /api/short-stories), twice: with the table on disk as `npm start`
 * keeps it, and in memory as the tests keep it. The server runs with LOCAL_RATE_LIMIT=off, which
 * only this bench sets: one loopback client would otherwise be held to the sign-up route's
 * per-client limit.
 */
export async function signups(): Promise<Section> {
  const failures = (r: Run) => (r.failed ? ` (${r.failed} FAILED)` : '');
  const figures = [];
  for (const [label, inMemory] of [
    ['table on disk, as `npm start`', false],
    ['table in memory, as the tests', true],
  ] as const) {
    const m = await measure(inMemory);
    figures.push({
      name: `Sign-ups per second, distinct emails, double opt-in; ${label} (${REQUESTS} requests, ${CONCURRENCY} concurrent, loopback)`,
      value: `${m.signups.perSecond.toFixed(0)}/s, p95 ${m.signups.p95Ms.toFixed(0)} ms${failures(m.signups)}`,
      baseline: `GET /api/short-stories (no work) ${m.bare.perSecond.toFixed(0)}/s, p95 ${m.bare.p95Ms.toFixed(0)} ms${failures(m.bare)}`,
      ratio: ratio(m.signups.perSecond, m.bare.perSecond),
      command: `npm run bench (bench/signups.ts${inMemory ? ', TABLE_IN_MEMORY=true' : ''})`,
    });
  }
  return {
    title: 'Mailing list (issue 4)',
    figures,
    notes: [
      'Each sign-up of a new reader makes four table writes (consent record, subscriber upsert, resend claim, confirmation token) and sends the confirmation email to the SES emulator; the bare route makes none. DynamoDB Local’s writes dominate: on disk each one waits for the disk, which is why the in-memory table (the tests’ setting) is faster. Figures from a shared, busy machine vary by a factor of two or more between runs.',
      'The local server runs with `LOCAL_RATE_LIMIT=off` for this bench only: from one loopback client the sign-up route’s per-client limit would otherwise answer 429.',
    ],
  };
}
