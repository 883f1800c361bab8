import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../chrome-constants';

/**
 * The toast queue (the reducer of shadcn/ui's use-toast): a module-level store any component
 * or plain function can push to with `toast(...)`, rendered by <Toaster />. At most TOAST_LIMIT
 * toasts exist at once; a new one pushes the oldest out. A dismissed toast stays mounted (closed)
 * for TOAST_REMOVE_DELAY_MS so Radix can play its exit and announce nothing twice.
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Action = { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id?: string } | { type: 'remove'; id?: string };

export interface ToastState {
  toasts: ToastItem[];
}

export function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action) {
  state = reducer(state, action);
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it is removed from the queue after the removal delay. */
export function dismissToast(id?: string) {
  const ids = id === undefined ? state.toasts.map((t) => t.id) : [id];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'dismiss', id });
}

/** Shows a toast: `toast({ title, description, variant })`. Returns its id and a way to dismiss it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): ToastState {
  return state;
}

const EMPTY: ToastState = { toasts: [] };
/** Prerendered HTML never contains a toast. */
export function getServerSnapshot(): ToastState {
  return EMPTY;
}
