import {
  dismissNewsletterPrompt,
  newsletterPromptDismissed,
  subscribeToNewsletterPromptDismissal,
} from '../components/newsletter-prompt/dismissal';
import { startBackToTop } from './back-to-top';
import { CHROME_ATTRIBUTES } from './chrome-attributes';
import { startTooltips } from './tooltips';

/** The newsletter prompt's "No thanks", and its hiding for a reader who dismissed it, here or in another tab. */
function startNewsletterPrompt() {
  const hide = () => {
    if (!newsletterPromptDismissed()) return;
    for (const prompt of document.querySelectorAll<HTMLElement>(`[${CHROME_ATTRIBUTES.newsletterPrompt}]`))
      prompt.hidden = true;
  };
  hide();
  subscribeToNewsletterPromptDismissal(hide);
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${CHROME_ATTRIBUTES.newsletterPromptDismiss}]`))
      dismissNewsletterPrompt();
  });
}

/**
 * The site chrome's behaviour on its HTML, in plain script, on a reader page (islands/boot.ts) and
 * in the app (app/start.tsx) alike: the tooltips of its icon controls, back-to-top, and the
 * newsletter prompt's showing and dismissal (its form's part starts React when used). Its
 * listeners are on the document, so controls React renders later are served too.
 */
export function startChrome(): void {
  startTooltips();
  startBackToTop();
  startNewsletterPrompt();
}
