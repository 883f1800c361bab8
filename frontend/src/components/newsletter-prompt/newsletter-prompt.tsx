import { useSyncExternalStore, type ReactNode } from 'react';
import { uiText } from '@content/ui-text';
import { CHROME_ATTRIBUTES } from '../../islands/chrome-attributes';
import { Island } from '../../islands/island';
import { useAuthorName } from '../../lib/site-content';
import { CloseIcon } from '../icons/close-icon';
import { IconButton } from '../tooltip/icon-button';
import { newsletterPromptDismissed, subscribeToNewsletterPromptDismissal } from './dismissal';

const text = uiText.newsletterPrompt;

/**
 * The floating newsletter prompt (docs/SPEC.md §2, §4): a "Free Stories" button that opens the
 * sign-up modal (`opener`, the prompt's form part: React starts with it, when the reader reaches
 * for it), and a "No thanks" button. Its showing and dismissal are the chrome's plain script
 * (islands/chrome.ts): dismissing it or signing up through it hides it for good. The prerendered
 * HTML shows it (no storage at build time); the script hides it at once for a reader who dismissed it.
 */
export function NewsletterPrompt({ opener }: { opener: ReactNode }) {
  const dismissed = useSyncExternalStore(subscribeToNewsletterPromptDismissal, newsletterPromptDismissed, () => false);
  const author = useAuthorName();
  if (dismissed) return null;
  return (
    <div
      role="group"
      aria-label={text.heading}
      {...{ [CHROME_ATTRIBUTES.newsletterPrompt]: '' }}
      className="pointer-events-auto flex items-center rounded-full bg-ember-600 text-white shadow-lg shadow-black/40"
    >
      <Island name="newsletter-prompt" props={{ author }}>
        {opener}
      </Island>
      <IconButton
        label={text.dismiss}
        marker={CHROME_ATTRIBUTES.newsletterPromptDismiss}
        className="grid h-full place-items-center rounded-r-full border-l border-white/25 px-3 py-3 hover:bg-ember-700"
      >
        <CloseIcon className="size-4" />
      </IconButton>
    </div>
  );
}
