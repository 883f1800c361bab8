import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

/** Radix Toast (about 8 kB gzipped) is fetched with the first toast, not with every page. */
const RadixToaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast region, mounted once the first toast is queued and kept from then on (so later toasts
 * and F8 find it). The queue lives in toast-store.ts, so `toast(...)` works before it loads.
 */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
