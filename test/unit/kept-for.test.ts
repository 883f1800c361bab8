import { describe, expect, it } from 'vitest';
import { keptFor } from '../../functions/lib/kept-for';

describe('a value kept a while', () => {
  it('is read again once its time is up, and when the clock is set back before it was read', async () => {
    let reads = 0;
    const kept = keptFor(
      60_000,
      async () => ++reads,
      (now: number) => now,
    );
    expect(await kept(1_000)).toBe(1);
    expect(await kept(60_999)).toBe(1);
    expect(await kept(61_000)).toBe(2);
    // Read on a clock moved far ahead, then asked on the clock put back: not kept from its future.
    expect(await kept(10_000_000)).toBe(3);
    expect(await kept(70_000)).toBe(4);
  });
});
