import type { Context } from 'aws-lambda';
import { isAfterReplyEvent, type AfterReplyEvent } from '../core/after-reply/event';
import { deps } from '../lib/deps';
import { requireDistribution } from '../lib/edge';
import { HttpError } from '../lib/errors';
import { json, type ApiEvent, type ApiResult } from '../lib/reply';

type RouteModule = { handler: (event: ApiEvent, context: Context) => Promise<ApiResult> };

/**
 * The handler of a function that serves several routes (infra/functions.ts writes its entry):
 * API Gateway's `routeKey` picks the route's handler module, loaded on the first request for it.
 * The origin secret is checked here, once for every route (no route's code checks it again), and
 * first, before any route's code loads, so a request that did not come through CloudFront costs
 * the function almost nothing; without the secret it refuses all.
 * An asynchronous invoke of the function by itself (never API Gateway's) carries the work a
 * reader's form left for after its reply (core/after-reply/start.ts).
 */
export function dispatcher(routes: Record<string, () => Promise<RouteModule>>) {
  async function handler(event: AfterReplyEvent, context: Context): Promise<void>;
  async function handler(event: ApiEvent, context: Context): Promise<ApiResult>;
  async function handler(event: ApiEvent | AfterReplyEvent, context: Context): Promise<ApiResult | void> {
    if (isAfterReplyEvent(event)) {
      const { runAfterReply } = await import('../core/after-reply/work');
      return runAfterReply(deps(), event.afterReply);
    }
    try {
      requireDistribution(event, deps().originSecret);
    } catch (error) {
      if (error instanceof HttpError) return json(error.statusCode, { message: error.message });
      throw error;
    }
    const load = routes[event.routeKey];
    // API Gateway sends a function only the route keys it was given: anything else is a wiring mistake.
    if (!load) return json(404, { message: `There is no API route ${event.routeKey}.` });
    const { handler } = await load();
    return handler(event, context);
  }
  return handler;
}
