/**
 * The origin secret is checked once, at each API function's entry (functions/http/dispatch.ts),
 * for every route and before the route's code loads (no route's code checks it again: a lint
 * rule). Without the secret header, or with a guessed one, every route is refused 403; a function
 * deployed without its secret (ORIGIN_SECRET) fails closed, refusing every route 503.
 */
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../functions/contract/define-route';
import { EDGE_HEADERS } from '../../functions/contract/edge';
import { dispatcher } from '../../functions/http/dispatch';
import { overrideDeps } from '../../functions/lib/deps';
import { apiFunctionNames, routeKeysOf, routesOf, writeEntry } from '../../infra/functions';
import { apiGatewayEvent } from '../../infra/local/api-gateway-event';

type Handler = (event: unknown, context: Context) => Promise<{ statusCode?: number; body?: string }>;

const SECRET = 'the-origin-secret';
const context = { awsRequestId: 'test' } as Context;

/** Every route key of every API function, with the function's generated entry (as bundled). */
const routeKeys = apiFunctionNames.flatMap((name) =>
  routesOf(name).flatMap((route) => routeKeysOf(route).map((key) => ({ name, key, path: route.path }))),
);
const entries = new Map<string, Handler>();
beforeAll(async () => {
  for (const name of apiFunctionNames)
    entries.set(name, ((await import(writeEntry(name))) as { handler: Handler }).handler);
});

let restore: () => void = () => undefined;
afterEach(() => restore());

async function call(name: string, key: string, path: string, headers: Record<string, string>) {
  const method = key.split(' ')[0] as RouteDef['method'];
  const event = apiGatewayEvent({ route: { method, path }, rawPath: path, headers, viaDistribution: false });
  const result = await entries.get(name)!(event, context);
  return { status: result.statusCode, message: (JSON.parse(result.body!) as { message: string }).message };
}

describe('the origin secret, checked at the entry', () => {
  it('covers every route of the table', () => {
    expect(routeKeys.length).toBeGreaterThan(90);
  });

  it.each([
    ['with no secret header', {}],
    ['with a guessed secret', { [EDGE_HEADERS.originSecret]: 'a-guess' }],
  ])('refuses every route a request %s, with 403 JSON', async (_, headers) => {
    restore = overrideDeps({ originSecret: SECRET });
    for (const { name, key, path } of routeKeys)
      expect(await call(name, key, path, headers), key).toEqual({
        status: 403,
        message: expect.stringMatching(/site's own address/),
      });
  });

  it('refuses every route with 503 JSON when the function has no secret (fail closed)', async () => {
    restore = overrideDeps({ originSecret: undefined });
    for (const { name, key, path } of routeKeys)
      expect(await call(name, key, path, { [EDGE_HEADERS.originSecret]: 'a-guess' }), key).toEqual({
        status: 503,
        message: expect.stringMatching(/cannot answer/),
      });
  });

  it("refuses before the route's code loads, and loads it once the secret is right", async () => {
    restore = overrideDeps({ originSecret: SECRET });
    const loaded: string[] = [];
    const handler = dispatcher({
      'GET /api/probe': async () => {
        loaded.push('GET /api/probe');
        return { handler: async () => ({ statusCode: 204 }) };
      },
    });
    const event = (secret: string) =>
      apiGatewayEvent({
        route: { method: 'GET', path: '/api/probe' },
        rawPath: '/api/probe',
        headers: { [EDGE_HEADERS.originSecret]: secret },
        viaDistribution: false,
      });
    expect((await handler(event('a-guess'), context)).statusCode).toBe(403);
    expect(loaded).toEqual([]);
    expect((await handler(event(SECRET), context)).statusCode).toBe(204);
    expect(loaded).toEqual(['GET /api/probe']);
  });
});
