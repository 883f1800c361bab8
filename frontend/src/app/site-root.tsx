import { lazy } from 'react';
import { RootLayout } from '../components/root-layout';
import { NewsletterPrompt } from '../components/newsletter-prompt/newsletter-prompt';
import { usePageviewTracking } from '../features/analytics';

/** The prompt's form (and the newsletter API it calls) loads with the prompt's dialog, when opened. */
const PromptSignupForm = lazy(() =>
  import('../features/newsletter/components/prompt-signup-form').then((module) => ({ default: module.PromptSignupForm })),
);

/**
 * The root route: the shared layout, given the features it hosts on every page (the newsletter
 * prompt's form) and the pageview tracking of every route change (docs/SPEC.md §2).
 */
export function SiteRoot() {
  usePageviewTracking();
  return <RootLayout newsletterPrompt={<NewsletterPrompt form={(onSignedUp) => <PromptSignupForm onSignedUp={onSignedUp} />} />} />;
}
