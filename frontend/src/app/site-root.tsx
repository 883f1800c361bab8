import { RootLayout } from '../components/root-layout';
import { NewsletterPrompt } from '../components/newsletter-prompt/newsletter-prompt';
import { usePageviewTracking } from '../features/analytics';
import { PromptSignupForm } from '../features/newsletter/components/prompt-signup-form';

/**
 * The root route: the shared layout, given the features it hosts on every page (the newsletter
 * prompt's form) and the pageview tracking of every route change (SPEC §2).
 */
export function SiteRoot() {
  usePageviewTracking();
  return <RootLayout newsletterPrompt={<NewsletterPrompt form={(onSignedUp) => <PromptSignupForm onSignedUp={onSignedUp} />} />} />;
}
