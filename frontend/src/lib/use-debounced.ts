import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (the editors' live previews wait for a pause in typing). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
