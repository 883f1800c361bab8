import * as z from 'zod';
import { STRUCTURED_DATA_CURRENCY } from './constants';
import { emailAddress, PERSONAL_LINK_MAX_DOWNLOADS } from './downloads';

/**
 * Buy Direct: the shapes of the sales routes. Which books are sold, and at which price, is her
 * site's as last published (functions/core/sales/offers.ts), read on the server only.
 */

/** Checkout's currency, in Stripe's lower-case ISO form: her prices are USD. */
export const SALES_CURRENCY = STRUCTURED_DATA_CURRENCY.toLowerCase();

/**
 * A book's id as her site spells it (its page address, `/books/<id>`): the shape alone. Whether
 * she sells it direct is the server's to say, from her published site, in words.
 */
export const bookId = z
  .string({ error: 'Name the book by its id, as in its page address (/books/<id>).' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'That is not a book of this site: choose one on the Books page.')
  .max(100, 'That is not a book of this site: choose one on the Books page.');

/** Presses of the Download button one order allows, over its thank-you page and its emailed link: the personal link's bound. */
export const ORDER_MAX_DOWNLOADS = PERSONAL_LINK_MAX_DOWNLOADS;
/** How often the thank-you page reloads itself while the payment's confirmation is on its way (seconds). */
export const THANK_YOU_REFRESH_SECONDS = 3;
/** Stripe's events are a few kilobytes; a checkout session event with its metadata stays far below this. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;
/**
 * How long after the payment the thank-you page (Checkout's `success_url`) opens the order by the
 * Checkout Session's id, which also sits in the browser's history and Stripe's page address: long
 * enough to download the book there, then the receipt's own link and "My books" take over.
 */
export const RETURN_PAGE_MINUTES = 60;
/**
 * The events the webhook acts on (the endpoint in Stripe's dashboard subscribes to these). A
 * payment method that settles later (a bank debit) completes the checkout unpaid, then succeeds
 * or fails days after.
 */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/**
 * The permissions of the restricted Stripe key the deployer makes (Developers → API keys → Create
 * restricted key), each with what in the code needs it: a resource it calls (`stripe.<needs>.<method>(…)`)
 * or an object it expands on a call (`expand: ['…<needs>…']`). Nothing more, so a leaked key does
 * no more than the site does; test/unit/stripe-key-permissions.test.ts holds this list to the calls
 * in functions/, and docs/deploying.md gives it as `stripeKeyPermissions()` writes it.
 */
export const STRIPE_KEY_PERMISSIONS = [
  // Checkout: create (a purchase) and retrieve (the thank-you page, the webhook's session).
  { permission: 'Checkout Sessions', access: 'Write', needs: 'checkout.sessions' },
  // The sales desk's fee of a sale: the payment, its charge and that charge's balance transaction.
  { permission: 'PaymentIntents', access: 'Read', needs: 'paymentIntents' },
  { permission: 'Charges', access: 'Read', needs: 'latest_charge' },
  { permission: 'Balance', access: 'Read', needs: 'balance_transaction' },
  // The sales desk's Refund button: a full refund of one order (the webhook records it).
  { permission: 'Refunds', access: 'Write', needs: 'refunds' },
] as const;

/** `Checkout Sessions: Write, PaymentIntents: Read, …`: the key's permissions as the deploy doc gives them. */
export const stripeKeyPermissions = () =>
  STRIPE_KEY_PERMISSIONS.map(({ permission, access }) => `${permission}: ${access}`).join(', ');

/**
 * The checkout: the book only. Any other field (a price, a currency, an amount) is refused like
 * every unknown field, so what is charged is always the price her page shows.
 */
export const checkoutBody = z.strictObject({
  bookId: bookId.meta({ examples: ['the-drivers-promise'] }),
});
export const checkoutReply = z.object({ url: z.string() });

/** The books that can be bought now: sold direct in her published site and linked to an uploaded EPUB in Books. */
export const offersReply = z.object({
  offers: z.array(z.object({ bookId: z.string(), price: z.number(), currency: z.string() })),
});

/**
 * Stripe's event (the top-level fields of its `Event` object); what it holds is read from the raw
 * body only after the signature is verified (functions/core/sales/orders.ts).
 */
export const webhookBody = z.strictObject({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  account: z.string().optional(),
  api_version: z.string().nullable().optional(),
  context: z.string().optional(),
  created: z.number().int(),
  data: z.looseObject({ object: z.looseObject({}) }),
  livemode: z.boolean(),
  pending_webhooks: z.number().int(),
  request: z.looseObject({}).nullable().optional(),
  type: z.string().min(1).max(255),
});
export const webhookReply = z.object({ received: z.boolean() });

/**
 * An order's page: by the Checkout Session's id (the thank-you page, for RETURN_PAGE_MINUTES), by
 * the receipt link's token, or by a "My books" entry's reference.
 */
export const orderParams = z.strictObject({ ref: z.string().min(1).max(200) });

/** An amount in the smallest unit of its currency, as people read it: "$4.99", "CA$6.50". */
export const formatAmount = (minorUnits: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);

// ---- "My books": a reader's library by an emailed link ----------------------------------------

/**
 * How long an emailed link to a reader's library works: a month of coming back to the free stories
 * and books from the same email, short enough that an old email in a shared inbox does not open
 * their library for ever. After it, the page it opens sends a fresh one.
 */
export const LIBRARY_LINK_DAYS = 30;

/** "My books": the reader's address (the one they signed up or bought with). */
export const libraryRequestBody = z.strictObject({
  email: emailAddress.meta({ examples: ['reader@example.com'] }),
});
/** The library's page, by the emailed link's token. */
export const libraryParams = z.strictObject({ token: z.string().min(1).max(200) });
/** A free story in the library: its id (the piece `story/<id>` of her site). */
export const libraryStoryParams = libraryParams.extend({ storyId: z.string().min(1).max(100) });
/** A free ebook in the library: its file name (any text, so an unknown one gets the page that says so). */
export const libraryEbookParams = libraryParams.extend({ filename: z.string().min(1).max(100) });
export const libraryReviewCopyParams = libraryParams.extend({ campaignId: z.string().min(1).max(100) });
