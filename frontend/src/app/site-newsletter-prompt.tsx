import { lazy } from 'react';
import { NewsletterPrompt } from '../components/newsletter-prompt/newsletter-prompt';

/** The prompt's form (and the newsletter API it calls) loads with the prompt's dialog, when opened. */
const PromptSignupForm = lazy(() =>
  import('../features/mailing-list/components/prompt-signup-form').then((module) => ({
    default: module.PromptSignupForm,
  })),
);

/** The newsletter prompt with the newsletter feature's form: in the layout and as a reader page's island. */
export function SiteNewsletterPrompt() {
  return <NewsletterPrompt form={(onSignedUp) => <PromptSignupForm onSignedUp={onSignedUp} />} />;
}
