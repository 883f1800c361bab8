import type { ReactElement } from 'react';
import { AuthorNameContext } from '../lib/site-content';

/**
 * Each island's code, loaded when it starts (its own chunk): what the browser hydrates and what
 * the prerender writes into the island's marker, rendered alone in both.
 */
type Part = (props: Record<string, unknown>) => ReactElement;

/** A sign-up form names her (its consent note): the island's props carry her name as published. */
const byHer = (props: Record<string, unknown>, part: ReactElement) => (
  <AuthorNameContext value={props.author as string}>{part}</AuthorNameContext>
);

export const islandParts: Record<import('./names').IslandName, () => Promise<Part>> = {
  'newsletter-prompt': () =>
    import('../app/site-newsletter-prompt').then(
      ({ SitePromptOpener }) =>
        (props) =>
          byHer(props, <SitePromptOpener />),
    ),
  toaster: () => import('../components/toast').then(({ Toaster }) => () => <Toaster />),
  'signup-page-form': () =>
    import('../features/mailing-list/components/signup-page-form').then(
      ({ SignupPageForm }) =>
        (props) =>
          byHer(props, <SignupPageForm />),
    ),
  'dream-team-form': () =>
    import('../features/mailing-list/components/dream-team-signup-form').then(
      ({ DreamTeamSignupForm }) =>
        (props) =>
          byHer(props, <DreamTeamSignupForm welcome={props.welcome as string[]} />),
    ),
  'video-facade': () =>
    import('../components/video-facade').then(({ VideoFacade }) => (props) => (
      <VideoFacade {...(props as Parameters<typeof VideoFacade>[0])} />
    )),
};
