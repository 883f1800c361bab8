import { RootLayout } from '../components/root-layout';
import { usePageviewTracking } from '../features/analytics';
import { SiteNewsletterPrompt } from './site-newsletter-prompt';

/**
 * The root route: the shared layout, given the features it hosts on every page (the newsletter
 * prompt's form) and the pageview tracking of every route change (docs/SPEC.md §2).
 */
export function SiteRoot() {
  usePageviewTracking();
  return <RootLayout newsletterPrompt={<SiteNewsletterPrompt />} />;
}
