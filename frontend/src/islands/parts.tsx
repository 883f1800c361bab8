import type { ReactElement } from 'react';

/**
 * Each island's code, loaded when it starts (its own chunk): what the browser hydrates and what
 * the prerender writes into the island's marker, rendered alone in both.
 */
type Part = (props: Record<string, unknown>) => ReactElement;

export const islandParts: Record<import('./names').IslandName, () => Promise<Part>> = {
  'newsletter-prompt': () =>
    import('../app/site-newsletter-prompt').then(({ SitePromptOpener }) => () => <SitePromptOpener />),
  toaster: () => import('../components/toast').then(({ Toaster }) => () => <Toaster />),
  'signup-page-form': () =>
    import('../features/mailing-list/components/signup-page-form').then(({ SignupPageForm }) => () => (
      <SignupPageForm />
    )),
  'dream-team-form': () =>
    import('../features/mailing-list/components/dream-team-signup-form').then(({ DreamTeamSignupForm }) => () => (
      <DreamTeamSignupForm />
    )),
  'video-facade': () =>
    import('../components/video-facade').then(({ VideoFacade }) => (props) => (
      <VideoFacade {...(props as Parameters<typeof VideoFacade>[0])} />
    )),
};
