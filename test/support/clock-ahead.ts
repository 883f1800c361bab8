import { afterEach } from 'vitest';
import { overrideDeps } from '../../functions/lib/deps';

/**
 * Moves the handlers' clock (overrideDeps) `ms` past the real one, as a file's tests call the
 * function this returns; each test's move is put back after it.
 */
export function useClockAhead(): (ms: number) => void {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  return (ms) => {
    restore?.();
    restore = overrideDeps({ now: () => new Date(Date.now() + ms) });
  };
}
