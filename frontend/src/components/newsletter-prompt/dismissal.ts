import { useSyncExternalStore } from 'react';
import { NEWSLETTER_DISMISSED_KEY } from '../chrome-constants';

/**
 * The prompt's `newsletter-dismissed` flag in localStorage (docs/SPEC.md §4): once set, by dismissing the
 * prompt or signing up through it, the prompt stays hidden on every later visit. Kept in an
 * external store so every open tab and component agrees.
 */

const listeners = new Set<() => void>();

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_DISMISSED_KEY) === 'true';
  } catch {
    return false; // Storage blocked: show the prompt; dismissing then lasts for this page only.
  }
}

let dismissedThisPage = false;

export function dismissNewsletterPrompt() {
  dismissedThisPage = true;
  try {
    window.localStorage.setItem(NEWSLETTER_DISMISSED_KEY, 'true');
  } catch {
    // Private mode or storage full: the in-memory flag still hides it for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === NEWSLETTER_DISMISSED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * True when the prompt must stay hidden. The prerendered HTML shows it (no storage at build time);
 * a reader page's boot removes it at once for a reader who dismissed it (islands/boot.ts).
 */
export function useNewsletterPromptDismissed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => dismissedThisPage || readDismissed(),
    () => false,
  );
}
