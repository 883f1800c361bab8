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

interface Measured {
  signups: Run;
  bare: Run;
  putsPerSecond: number;
}

/** One server, fresh data: warm-up, then the bare route, the sign-ups and bare PutItem calls, one after another. */
async function measure(tableInMemory: boolean): Promise<Measured> {
  const server = startProcess('npx', ['tsx', 'infra/local/start.ts', '--reset', '--no-build'], {
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
      putsPerSecond: await dynamoPuts(REQUESTS / 2),
    };
  } finally {
    agent.destroy();
    await stopProcess(server);
  }
}

/** Writes to the table per sign-up of a new reader: consent record, subscriber upsert, resend claim, confirmation token. */
const WRITES_PER_SIGNUP = 4;

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
    const command = `npm run bench (bench/signups.ts${inMemory ? ', TABLE_IN_MEMORY=true' : ''})`;
    figures.push(
      {
        name: `Sign-ups per second, distinct emails, double opt-in; ${label} (${REQUESTS} requests, ${CONCURRENCY} concurrent, loopback)`,
        value: `${m.signups.perSecond.toFixed(0)}/s, p95 ${m.signups.p95Ms.toFixed(0)} ms${failures(m.signups)}`,
        baseline: `GET /api/short-stories (no work) ${m.bare.perSecond.toFixed(0)}/s, p95 ${m.bare.p95Ms.toFixed(0)} ms${failures(m.bare)}`,
        ratio: ratio(m.signups.perSecond, m.bare.perSecond),
        command,
      },
      {
        name: `The same sign-ups beside bare DynamoDB Local PutItem calls (${CONCURRENCY} concurrent) ÷ ${WRITES_PER_SIGNUP} writes a sign-up; ${label}`,
        value: `${m.signups.perSecond.toFixed(0)}/s`,
        baseline: `PutItem ${m.putsPerSecond.toFixed(0)}/s ÷ ${WRITES_PER_SIGNUP} = ${(m.putsPerSecond / WRITES_PER_SIGNUP).toFixed(0)}/s`,
        ratio: ratio(m.signups.perSecond, m.putsPerSecond / WRITES_PER_SIGNUP),
        command,
      },
    );
  }
  return {
    title: 'Mailing list (issue 4)',
    figures,
    notes: [
      `Each sign-up of a new reader makes ${WRITES_PER_SIGNUP} table writes (consent record, subscriber upsert, resend claim, confirmation token) and sends the confirmation email to the SES emulator. DynamoDB Local applies writes one at a time, and on disk each one waits for the disk, so its PutItem rate bounds the sign-up rate; the second row of each pair shows how close sign-ups come to that bound.`,
      'The local server runs with `LOCAL_RATE_LIMIT=off` for this bench only: from one loopback client the sign-up route’s per-client limit would otherwise answer 429.',
    ],
  };
}
