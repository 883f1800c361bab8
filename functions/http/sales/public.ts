import { currentOffers } from '../../core/sales/offers';
import { deps } from '../../lib/deps';
import { startCheckout } from '../../core/sales/checkout';
import { Reply } from '../route-handler';
import { receiveStripeEvent, lookUpOrder, downloadOrder } from '../../core/sales/orders';
import { askForLibrary } from '../../core/after-reply/forms';
import { clientOf } from '../../lib/edge';
import { libraryOf, downloadLibraryEbook, downloadLibraryReviewCopy } from '../../core/sales/library';
import { openLibraryStory, epubFileName, storyEpub } from '../../core/stories/library-stories';
import { recentAuthor } from '../../core/site-content/published-content';
import { implementRoutes } from '../implement-routes';
import { salesRoutes } from '../../contract/routes/sales';
import { fileRedirect, formPages, lazyPages, NO_REFERRER } from '../token-pages';

const pages = lazyPages(() => import('@frontend/ssr/sales-pages'));
const downloadPages = lazyPages(() => import('@frontend/ssr/download-pages'));
const storyPages = lazyPages(() => import('@frontend/ssr/story-pages'));

/** GET …/stories/{storyId}/epub: the file, named for the story, never stored by a cache. */
const storyEpubReply = (file: Uint8Array, name: string) =>
  new Reply(200, file, {
    'content-type': 'application/epub+zip',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    ...NO_REFERRER,
  });

export const handlers = implementRoutes(
  salesRoutes,
  'public',
  {
    salesOffers: async () => ({
      offers: (await currentOffers(deps())).map(({ bookId, priceCents, currency }) => ({
        bookId,
        price: priceCents / 100,
        currency,
      })),
    }),
    /** The Buy Direct button once the app runs: the address of Stripe's page, which the app opens. */
    checkout: async ({ body }) => ({
      url: (await startCheckout(deps(), body.bookId)).url,
    }),
    /** The Buy Direct button without JavaScript: a form post, sent on (303) to Stripe's page. */
    buyDirect: async ({ body }) =>
      new Reply(303, '', { location: (await startCheckout(deps(), body.bookId)).url, 'cache-control': 'no-store' }),
    /** Stripe's events: the signature is checked over the body exactly as it arrived, before anything is read from it. */
    stripeWebhook: async ({ event }) => {
      const raw = event.body
        ? event.isBase64Encoded
          ? Buffer.from(event.body, 'base64').toString('utf8')
          : event.body
        : '';
      await receiveStripeEvent(deps(), raw, event.headers?.['stripe-signature']);
      return { received: true };
    },
    orderPage: async ({ params }) => (await pages()).orderPage(params.ref, await lookUpOrder(deps(), params.ref)),
    orderDownload: async ({ params }) => {
      const result = await downloadOrder(deps(), params.ref);
      return result.outcome === 'redirect'
        ? fileRedirect(result.url)
        : (await pages()).orderPage(params.ref, result.lookup);
    },
    libraryForm: async () => (await pages()).libraryFormPage(),
    /** "My books" posted: the same page whatever the address, so it never tells who bought. */
    libraryRequest: async ({ body, event }) => {
      await askForLibrary(deps(), body.email, clientOf(event));
      return (await pages()).librarySentPage();
    },
    libraryPage: async ({ params }) => (await pages()).libraryPage(await libraryOf(deps(), params.token), params.token),
    libraryEbookDownload: async ({ params }) => {
      const result = await downloadLibraryEbook(deps(), params.token, params.filename);
      switch (result.outcome) {
        case 'redirect':
          return fileRedirect(result.url);
        case 'closed':
          return (await pages()).libraryPage(result.library, params.token);
        case 'not-in-library':
          return (await pages()).notInLibrary(params.token);
        case 'unavailable':
          return (await downloadPages()).unavailablePage(result.lookup);
        case 'refused':
          return (await downloadPages()).refusedPage(result.lookup);
      }
    },
    libraryReviewCopyDownload: async ({ params: { token, campaignId } }) => {
      const result = await downloadLibraryReviewCopy(deps(), token, campaignId);
      if (result.outcome === 'redirect') return fileRedirect(result.url);
      const { libraryPage, reviewCopyNotInLibrary, reviewCopyEnded, reviewCopyUsedUp } = await pages();
      if (result.outcome === 'closed') return libraryPage(result.library, token);
      if (result.outcome === 'not-in-library') return reviewCopyNotInLibrary(token);
      if (result.outcome === 'ended') return reviewCopyEnded(result.round.bookTitle, token);
      return reviewCopyUsedUp(result.found.round.bookTitle, token);
    },
    storyPage: async ({ params }) => {
      const lookup = await openLibraryStory(deps(), params.token, params.storyId);
      return lookup.state === 'open'
        ? (await storyPages()).storyPage(params.token, lookup)
        : (await pages()).storyNotOpen(lookup.state, params.token);
    },
    storyEpub: async ({ params }) => {
      const d = deps();
      const lookup = await openLibraryStory(d, params.token, params.storyId);
      if (lookup.state !== 'open') return (await pages()).storyNotOpen(lookup.state, params.token);
      const author = (await recentAuthor(d)).name;
      return storyEpubReply(storyEpub(lookup, author, d.now()), epubFileName(lookup.story));
    },
  },
  formPages,
);
