import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../infra/local/rate-limiter';

describe('local per-client rate limiter', () => {
  it('allows `requests` per sliding window per key, then refuses with the wait until a slot frees', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    const limit = { requests: 3, perSeconds: 60 };
    expect([1, 2, 3].map(() => limiter.take('a', limit).allowed)).toEqual([true, true, true]);
    now = 10_000;
    expect(limiter.take('a', limit)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.take('b', limit).allowed).toBe(true);
    now = 60_001; // the first three have left the window
    expect(limiter.take('a', limit).allowed).toBe(true);
  });
});
