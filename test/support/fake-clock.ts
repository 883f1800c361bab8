/**
 * A clock that moves only when someone sleeps, recording each sleep: it fits the `Clock` of the
 * bulk email pacer (functions/core/bulk-email/pacer.ts) and of the MailerLite rate limiter
 * (functions/core/mailerlite/rate-limit.ts).
 */
export function fakeClock(start = 0): { now(): number; sleep(ms: number): Promise<void>; sleeps: number[] } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}
