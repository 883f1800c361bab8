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
  // Starts knowing whether the book is on sale, so the click it replays already checks out or explains.
  'buy-direct': () =>
    Promise.all([import('../features/books/components/buy-direct-dialog'), import('../features/books/offers')])
      .then(([{ BuyDirectButton }, { booksOnSale }]) => Promise.all([BuyDirectButton, booksOnSale()]))
      .then(([BuyDirectButton, onSale]) => (props) => {
        const own = props as Parameters<typeof BuyDirectButton>[0];
        return <BuyDirectButton {...own} {...(onSale ? { onSale: onSale.has(own.book.id) } : {})} />;
      }),
};
