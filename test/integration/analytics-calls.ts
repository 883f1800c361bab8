/** Calls of the analytics routes (through `invoke`) and reads of their counters, for the analytics-*.test.ts files. */
import { randomInt } from 'node:crypto';
import { queryPartition } from '../../functions/entities/table';
import { newSessionId, type AnalyticsFigures } from '../../functions/contract/analytics';
import { deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import {
  analyticsCounterPartition,
  analyticsSessionDayKey,
  ANALYTICS_SHARDS,
} from '../../functions/entities/analytics';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A client address of its own (so per-client limits see many readers), unless `from` names one. */
export const randomClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function track(
  record: unknown,
  from = randomClient(),
): Promise<Answer & { headers: Record<string, string> }> {
  const reply = await invoke('trackVisit', {
    body: record,
    headers: { 'content-type': 'application/json' },
    sourceIp: from,
  });
  return { status: reply.status, body: reply.text ? reply.json() : {}, headers: reply.headers };
}

export async function figures(range: string): Promise<Answer & { figures: AnalyticsFigures; bytes: number }> {
  const reply = await invoke('getAnalyticsFigures', { params: { range } });
  const body = reply.text ? reply.json() : {};
  return {
    status: reply.status,
    body,
    figures: body as unknown as AnalyticsFigures,
    bytes: Buffer.byteLength(reply.text),
  };
}

export const pageview = (at: Date, overrides: Record<string, unknown> = {}) => ({
  type: 'pageview',
  page: '/books',
  timestamp: at.toISOString(),
  sessionId: newSessionId(at.getTime()),
  isAuthor: false,
  referrer: '',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
  ...overrides,
});

export const event = (at: Date, overrides: Record<string, unknown> = {}) => ({
  type: 'event',
  page: '/books',
  timestamp: at.toISOString(),
  sessionId: newSessionId(at.getTime()),
  isAuthor: false,
  eventName: 'buy_direct_click',
  data: { book: 'voss-trials' },
  ...overrides,
});

const itemsOf = (pk: string) => queryPartition(deps(), pk);

/** Everything stored under one session: its records and day markers. */
export const sessionItems = (sessionId: string) => itemsOf(analyticsSessionDayKey(sessionId, '').pk);

/** Every counter item of a month, all shards. */
export async function counterItems(month: string) {
  const shards = await Promise.all(
    Array.from({ length: ANALYTICS_SHARDS }, (_, shard) => itemsOf(analyticsCounterPartition(month, shard))),
  );
  return shards.flat();
}
