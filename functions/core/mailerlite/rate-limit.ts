/**
 * Pacing and retry timing for MailerLite's API, free of I/O so a fake clock can test it.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Thrown when a request would have to wait past the caller's deadline. */
export class WaitTooLongError extends Error {
  constructor(readonly waitMs: number) {
    super(`The next request may start only in ${Math.ceil(waitMs / 1000)} s`);
    this.name = 'WaitTooLongError';
  }
}

/**
 * At most `limit` request starts in any window of `windowMs`. MailerLite counts requests per
 * minute per account, so a short sync may use its allowance in a burst; spacing every request
 * evenly would make a 10-request sync take 5 s for nothing. A 429 pauses the limiter until the
 * time the server named.
 */
export class SlidingWindowLimiter {
  private starts: number[] = [];
  private pausedUntil = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock = realClock,
  ) {}

  /** How long the next request would have to wait, in ms (0: it may start now). */
  delay(): number {
    const now = this.clock.now();
    this.starts = this.starts.filter((start) => start > now - this.windowMs);
    const full = this.starts.length >= this.limit;
    const windowWait = full ? this.starts[this.starts.length - this.limit]! + this.windowMs - now : 0;
    return Math.max(windowWait, this.pausedUntil - now, 0);
  }

  /** Waits for a free slot and takes it; refuses at once when the wait would pass `deadline`. */
  async acquire(deadline = Number.POSITIVE_INFINITY): Promise<void> {
    for (let wait = this.delay(); wait > 0; wait = this.delay()) {
      if (this.clock.now() + wait > deadline) throw new WaitTooLongError(wait);
      await this.clock.sleep(wait);
    }
    this.starts.push(this.clock.now());
  }

  /** The server asked for quiet (a 429): no request starts before `time`. */
  pauseUntil(time: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, time);
  }
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The wait before retry number `retry` (1 = the first retry): doubling from the base, capped. */
export function backoffDelay(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
}

/**
 * How long the server asked us to wait, in ms: `Retry-After` (seconds or an HTTP date, RFC 9110),
 * else `X-RateLimit-Reset` (epoch seconds, or seconds from now when small). Undefined when neither
 * says anything usable.
 */
export function serverRequestedWait(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && /^\d+$/.test(reset)) {
    const seconds = Number(reset);
    return seconds > 1_000_000_000 ? Math.max(0, seconds * 1000 - now) : seconds * 1000;
  }
  return undefined;
}
