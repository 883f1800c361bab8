/**
 * The local stand-in for the stack's per-client rate rule (WAF rate-based rule built from a
 * route's `rateLimit`): a sliding window per (route, client address). In memory, per server
 * process, like a WAF counter per web ACL.
 */
export interface Limit {
  requests: number;
  perSeconds: number;
}

export interface RateLimiter {
  /** Counts one request; `allowed: false` once `key` has used up `limit` within its window. */
  take(key: string, limit: Limit): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/** Forgets idle keys once this many are held, so a flood of addresses cannot grow memory without bound. */
const SWEEP_ABOVE = 10_000;

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  // Per key, the times (ms) of the requests still inside the window, oldest first.
  const hits = new Map<string, number[]>();
  let longestWindowMs = 0;

  const sweep = (at: number) => {
    for (const [key, times] of hits) if (times[times.length - 1]! <= at - longestWindowMs) hits.delete(key);
  };

  return {
    take(key, limit) {
      const at = now();
      const windowMs = limit.perSeconds * 1000;
      longestWindowMs = Math.max(longestWindowMs, windowMs);
      const times = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
      if (times.length >= limit.requests) {
        hits.set(key, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000)) };
      }
      times.push(at);
      hits.set(key, times);
      if (hits.size > SWEEP_ABOVE) sweep(at);
      return { allowed: true };
    },
  };
}
