import { useSyncExternalStore } from 'react';
import { getServerSnapshot, getSnapshot, subscribe } from './toast-store';

export { dismissToast, toast } from './toast-store';
export type { ToastInput, ToastVariant } from './toast-store';

/** The current toasts, re-rendering when one is added, closed or removed. */
export function useToasts() {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot).toasts;
}
