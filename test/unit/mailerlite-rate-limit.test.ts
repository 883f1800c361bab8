import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  serverRequestedWait,
  SlidingWindowLimiter,
  WaitTooLongError,
} from '../../functions/core/mailerlite/rate-limit';
import { fakeClock } from '../support/fake-clock';

/** Where the fake clock starts: well past zero, as a real clock is. */
const START = 1_000_000;

describe('SlidingWindowLimiter', () => {
  it('lets 120 requests start at once, then holds the 121st until the first leaves the minute', async () => {
    const clock = fakeClock(START);
    const limiter = new SlidingWindowLimiter(120, 60_000, clock);
    for (let i = 0; i < 120; i++) await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([60_000]);
  });

  it('never lets more than the limit start in any window', async () => {
    const clock = fakeClock(START);
    const limiter = new SlidingWindowLimiter(5, 60_000, clock);
    const starts: number[] = [];
    for (let i = 0; i < 23; i++) {
      await limiter.acquire();
      starts.push(clock.now());
      await clock.sleep(1_700); // work between requests
    }
    for (const start of starts) {
      expect(starts.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(5);
    }
  });

  it('waits out a pause the server asked for (a 429), then carries on', async () => {
    const clock = fakeClock(START);
    const limiter = new SlidingWindowLimiter(120, 60_000, clock);
    await limiter.acquire();
    limiter.pauseUntil(clock.now() + 2_000);
    expect(limiter.delay()).toBe(2_000);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([2_000]);
    expect(limiter.delay()).toBe(0);
  });

  it('refuses at once when the wait would pass the deadline', async () => {
    const clock = fakeClock(START);
    const limiter = new SlidingWindowLimiter(1, 60_000, clock);
    await limiter.acquire();
    const error = await limiter.acquire(clock.now() + 10_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTooLongError);
    expect((error as WaitTooLongError).waitMs).toBe(60_000);
    expect(clock.sleeps).toEqual([]);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    const policy = { attempts: 6, baseDelayMs: 500, maxDelayMs: 4_000 };
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelay(policy, retry))).toEqual([500, 1_000, 2_000, 4_000, 4_000]);
  });
});

describe('serverRequestedWait', () => {
  const now = Date.parse('2025-07-26T12:00:00Z');
  const wait = (headers: Record<string, string>) => serverRequestedWait(new Headers(headers), now);

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(wait({ 'retry-after': '119' })).toBe(119_000);
    expect(wait({ 'retry-after': 'Sat, 26 Jul 2025 12:00:30 GMT' })).toBe(30_000);
  });

  it('falls back to X-RateLimit-Reset, as epoch seconds or seconds from now', () => {
    expect(wait({ 'x-ratelimit-reset': String(now / 1000 + 45) })).toBe(45_000);
    expect(wait({ 'x-ratelimit-reset': '7' })).toBe(7_000);
  });

  it('says nothing when the server said nothing usable', () => {
    expect(wait({})).toBeUndefined();
    expect(wait({ 'retry-after': 'soon' })).toBeUndefined();
  });
});
