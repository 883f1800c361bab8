import type { Deps } from '../../lib/deps';
import { take, type LimitDecision, type RateLimit } from '../../entities/rate-limit-window';

export type { LimitDecision, RateLimit };

/**
 * Per-client limits, the one rule for all: a client (see `clientOf`, functions/lib/edge.ts) may do
 * what `purpose` names (a route's name, the confirmation-email budget, a page view) `limit.requests`
 * times per `limit.perSeconds`, counted in the table (functions/entities/rate-limit-window.ts).
 * Always allowed where limits are off (`deps.rateLimits`, the local stack's switch).
 */
export async function takeClientLimit(
  deps: Pick<Deps, 'db' | 'table' | 'now' | 'rateLimits'>,
  purpose: string,
  client: string,
  limit: RateLimit,
): Promise<LimitDecision> {
  if (!deps.rateLimits) return { allowed: true };
  return take(deps, `${purpose}#${client}`, limit);
}
