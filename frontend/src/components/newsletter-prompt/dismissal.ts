import { NEWSLETTER_DISMISSED_KEY } from '../chrome-constants';

/**
 * The prompt's `newsletter-dismissed` flag in localStorage (docs/SPEC.md §4): once set, by dismissing the
 * prompt or signing up through it, the prompt stays hidden on every later visit. Plain script, read
 * by the chrome's script on a reader page (islands/chrome.ts) and by the app's prompt alike; every
 * open tab agrees.
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

/** True when the prompt must stay hidden. */
export const newsletterPromptDismissed = () => dismissedThisPage || readDismissed();

export function dismissNewsletterPrompt() {
  dismissedThisPage = true;
  try {
    window.localStorage.setItem(NEWSLETTER_DISMISSED_KEY, 'true');
  } catch {
    // Private mode or storage full: the in-memory flag still hides it for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when the prompt is dismissed, on this page or in another tab; returns the unsubscribe. */
export function subscribeToNewsletterPromptDismissal(listener: () => void) {
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
