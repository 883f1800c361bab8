/** Calls of the analytics handler modules, as API Gateway would make them, for the analytics-*.test.ts files. */
import { randomInt } from 'node:crypto';
import { queryPartition } from '../../functions/entities/table';
import { newSessionId, type AnalyticsFigures } from '../../functions/contract/analytics';
import { pathOf } from '../../functions/contract/define-route';
import { routes } from '../../functions/contract/routes';
import { handler as figuresHandler } from '../../functions/http/analytics/get-analytics-figures';
import { handler as trackHandler } from '../../functions/http/analytics/track-visit';
import { deps } from '../../functions/lib/deps';
import { analyticsCounterPartition, analyticsSessionDayKey, ANALYTICS_SHARDS } from '../../functions/entities/analytics';
import { apiGatewayEvent } from '../../infra/local/api-gateway-event';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const answer = (result: { statusCode?: number; body?: string }): Answer => ({
  status: result.statusCode ?? 0,
  body: JSON.parse(result.body ?? '{}') as Record<string, unknown>,
});

/** A client address of its own (so per-client limits see many readers), unless `from` names one. */
export const randomClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function track(record: unknown, from = randomClient()): Promise<Answer & { headers: Record<string, string> }> {
  const route = routes.trackVisit;
  const body = typeof record === 'string' ? record : JSON.stringify(record);
  const event = apiGatewayEvent({ route, rawPath: route.path, headers: { 'content-type': 'application/json' }, body, sourceIp: from });
  const result = await trackHandler(event, {} as never);
  return { ...answer(result), headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])) };
}

export async function figures(range: string): Promise<Answer & { figures: AnalyticsFigures; bytes: number }> {
  const route = routes.getAnalyticsFigures;
  const event = apiGatewayEvent({
    route,
    rawPath: pathOf(route, { range }),
    pathParameters: { range },
    claims: { sub: 'author', username: 'author', 'cognito:groups': '[admin]' },
  });
  const result = await figuresHandler(event, {} as never);
  const reply = answer(result);
  return { ...reply, figures: reply.body as unknown as AnalyticsFigures, bytes: Buffer.byteLength(result.body ?? '') };
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
  const shards = await Promise.all(Array.from({ length: ANALYTICS_SHARDS }, (_, shard) => itemsOf(analyticsCounterPartition(month, shard))));
  return shards.flat();
}
