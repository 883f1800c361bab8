import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteDef } from '../contract/define-route';
import type { Deps } from '../lib/deps';
import { conditionally, type Key } from './table';

/**
 * Per-client limits kept in the table, so they hold across every Lambda instance in the cloud and
 * work the same locally: a fixed window per (what, client), counted by one conditional UpdateItem
 * that refuses to pass `requests`. Fixed windows may let up to twice the limit through around a
 * window's edge; that is the price of one write per request.
 */
// One counter item per (limited thing, client, window): hits, and a TTL at the end of the window
// plus a little. An old window's item just expires.
export const rateLimitKey = (clientKey: string, perSeconds: number, windowStart: number): Key => ({
  pk: `LIMIT#${clientKey}`,
  sk: `WINDOW#${perSeconds}#${windowStart}`,
});

export type RateLimit = NonNullable<RouteDef['rateLimit']>;
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Items outlive their window by this much, so a late request never finds a window half-gone. */
const EXPIRY_SLACK_SECONDS = 60;

/**
 * The windows this instance has seen refused. A window's hits only grow, so a refused window stays
 * refused until it ends: a client past its limit (the bulk of a flood) costs no more writes from
 * this instance. Bounded: past REFUSALS_KEPT the oldest is forgotten, and a forgotten window just
 * asks the table again.
 */
const refusedWindows = new Set<string>();
const REFUSALS_KEPT = 10_000;

function rememberRefused(window: string) {
  refusedWindows.add(window);
  if (refusedWindows.size > REFUSALS_KEPT) refusedWindows.delete(refusedWindows.values().next().value!);
}

/**
 * Takes one request from `clientKey`'s allowance (name what is limited in the key, e.g.
 * `track#203.0.113.9`): allowed, or refused with the seconds until the window ends.
 */
export async function take(
  deps: Pick<Deps, 'db' | 'table' | 'now'>,
  clientKey: string,
  limit: RateLimit,
): Promise<LimitDecision> {
  const nowSeconds = deps.now().getTime() / 1000;
  const windowStart = Math.floor(nowSeconds / limit.perSeconds) * limit.perSeconds;
  const windowEnd = windowStart + limit.perSeconds;
  const refused = { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(windowEnd - nowSeconds)) } as const;
  const window = [deps.table, clientKey, limit.requests, limit.perSeconds, windowStart].join('\n');
  if (refusedWindows.has(window)) return refused;
  const allowed = await conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: rateLimitKey(clientKey, limit.perSeconds, windowStart),
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit.requests,
          ':expiresAt': windowEnd + EXPIRY_SLACK_SECONDS,
        },
      }),
    ),
  );
  if (allowed) return { allowed: true };
  rememberRefused(window);
  return refused;
}
