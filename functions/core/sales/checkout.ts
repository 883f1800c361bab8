import { routes } from '../../contract/routes';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { publishedContent } from '../site-content/published-content';
import { offerOf } from './offers';
import { stripeClient } from './stripe';

/** What Stripe puts in place of this in `success_url`: the session's id (Stripe's documented template). */
const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/** A book of hers that her site does not sell direct (now): the reader can still get it elsewhere. */
export const NOT_SOLD_DIRECT =
  'This book can’t be bought direct on this site right now. You can get it from the bookstore on its page, or email the author about a direct copy.';
/** A book id her published site does not have (an old link, a typo). */
export const NO_SUCH_BOOK = 'There is no such book on this site. Choose one on the Books page.';

/**
 * Starts Stripe Checkout for one book on sale direct in her site as last published: the price,
 * currency and name are its page's (the request names the book and nothing else), the metadata
 * names the EPUB that will be sold, and
 * Stripe's hosted page takes the card, so no card data reaches the site.
 */
export async function startCheckout(deps: Deps, bookId: string): Promise<{ url: string; sessionId: string }> {
  const offer = await offerOf(deps, bookId);
  if (!offer) {
    const known = (await publishedContent(deps)).books.some((book) => book.id === bookId);
    throw known ? new ConflictError(NOT_SOLD_DIRECT) : new NotFoundError(NO_SUCH_BOOK);
  }
  const stripe = await stripeClient(deps);
  const metadata = { bookId: offer.bookId, ebookId: offer.ebook.id };
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: offer.currency,
          unit_amount: offer.priceCents,
          product_data: { name: `${offer.title} (EPUB ebook)` },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    automatic_tax: { enabled: deps.stripe.automaticTax },
    // The thank-you page: Stripe puts the session's id in place of the template.
    success_url: `${deps.siteUrl}${routes.orderPage.path.replace('{ref}', SESSION_ID_TEMPLATE)}`,
    cancel_url: `${deps.siteUrl}/books#${offer.bookId}`,
  });
  if (!session.url) throw new Error('Stripe answered a checkout session without its page address');
  return { url: session.url, sessionId: session.id };
}
