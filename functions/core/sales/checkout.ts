import { routes } from '../../contract/routes';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { offerOf } from './offers';
import { stripeClient } from './stripe';

/** What Stripe puts in place of this in `success_url`: the session's id (Stripe's documented template). */
const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

export const NOT_SOLD_YET =
  'This book can’t be bought direct yet: its ebook file is not ready for sale. You can get it from the bookstore today, or email the author about a direct copy.';

/**
 * Starts Stripe Checkout for one book: the price, currency and name are the catalogue's (the
 * request names the book and nothing else), the metadata names the EPUB that will be sold, and
 * Stripe's hosted page takes the card, so no card data reaches the site.
 */
export async function startCheckout(deps: Deps, bookId: string): Promise<{ url: string; sessionId: string }> {
  const offer = await offerOf(deps, bookId);
  if (!offer) throw new ConflictError(NOT_SOLD_YET);
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
