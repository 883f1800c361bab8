/**
 * Keeps a bulk job within the account's SES send rate: each call reserves `count / rate`
 * seconds, starting when the previous reservation ends, so no second ever carries more than
 * `rate` emails. With an infinite rate (the limit lifted) nothing waits.
 */
export interface Pacer {
  /** Resolves when `count` emails may be sent. */
  take(count: number): Promise<void>;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createPacer(ratePerSecond: number, clock: Clock = realClock): Pacer {
  let nextFree = -Infinity;
  return {
    async take(count) {
      if (!Number.isFinite(ratePerSecond)) return;
      const now = clock.now();
      const start = Math.max(now, nextFree);
      nextFree = start + (count / ratePerSecond) * 1000;
      if (start > now) await clock.sleep(start - now);
    },
  };
}
