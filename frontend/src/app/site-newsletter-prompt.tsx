import { lazy } from 'react';
import { NewsletterPrompt } from '../components/newsletter-prompt/newsletter-prompt';
import { PromptOpener } from '../components/newsletter-prompt/prompt-opener';

/** The prompt's form (and the newsletter API it calls) loads with the prompt's dialog, when opened. */
const PromptSignupForm = lazy(() =>
  import('../features/mailing-list/components/prompt-signup-form').then((module) => ({
    default: module.PromptSignupForm,
  })),
);

/** The prompt's button and modal with the newsletter feature's form: a reader page's island. */
export function SitePromptOpener() {
  return <PromptOpener form={(onSignedUp) => <PromptSignupForm onSignedUp={onSignedUp} />} />;
}

/** The newsletter prompt, in the layout. */
export function SiteNewsletterPrompt() {
  return <NewsletterPrompt opener={<SitePromptOpener />} />;
}
