import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import Stripe from 'stripe';
import type { Ebook } from '../../functions/contract/arc';
import { testSettings } from '../support/stack-settings';
import { invoke } from '../support/invoke';
import { mailTo } from './downloads-calls';
import { storedEbook } from '../support/stored-ebook';

/** Buy Direct's tests: a book in Books, Stripe's events as Stripe signs them, and the SDK pointed at the stand-in. */

/**
 * A book in Books with an EPUB, as creating it there leaves it (arc.test.ts walks the upload and
 * EPUBCheck), optionally sold as a catalogue book: the link Buy Direct needs, set through the route.
 */
export async function bookInBooks(title: string, sellsBookId?: string): Promise<Ebook> {
  const { id, createdAt: at } = await storedEbook(title);
  if (!sellsBookId) return { id, title, watermarkDownloads: false, createdAt: at, versions: [] };
  const linked = await invoke('updateEbook', { params: { bookId: id }, body: { sellsBookId } });
  expect(linked.status, linked.text).toBe(200);
  return linked.json<Ebook>();
}

/** The SDK as the site builds it, at the stand-in. */
export const stripe = () =>
  new Stripe(testSettings.stripe.secretKey, { host: '127.0.0.1', port: testSettings.ports.stripe, protocol: 'http' });

/** A payment the stand-in holds (confirmed with Stripe's test card `pm_card_visa`): its fee is on its balance transaction. */
export const paidIntent = (amount: number) =>
  stripe().paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });

const seconds = () => Math.floor(Date.now() / 1000);

/**
 * A `checkout.session.completed` event for a paid session of `ebook`, with Stripe's object shape;
 * or, with `type` and `paymentStatus`, another event of the session (a payment that settles later).
 */
export function completedEvent(input: {
  ebook: Ebook;
  bookId: string;
  email: string;
  name?: string;
  sessionId?: string;
  paymentIntent?: string;
  eventId?: string;
  /** What Stripe charged, in cents (499 unless given). */
  amount?: number;
  type?:
    'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed';
  paymentStatus?: 'paid' | 'unpaid';
}) {
  const sessionId = input.sessionId ?? `cs_test_${randomUUID().replace(/-/g, '')}`;
  const paymentIntent = input.paymentIntent ?? `pi_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
  const session = {
    id: sessionId,
    object: 'checkout.session',
    amount_subtotal: input.amount ?? 499,
    amount_total: input.amount ?? 499,
    currency: 'usd',
    customer_details: { email: input.email, name: input.name ?? null, address: { country: 'CA' } },
    customer_email: null,
    metadata: { bookId: input.bookId, ebookId: input.ebook.id },
    mode: 'payment',
    payment_intent: paymentIntent,
    payment_status: input.paymentStatus ?? 'paid',
    status: 'complete',
  };
  return {
    sessionId,
    paymentIntent,
    event: stripeEvent(input.type ?? 'checkout.session.completed', session, input.eventId),
  };
}

/** `charge.refunded` for a charge of `amount`, refunded in full or (`amountRefunded` less) in part. */
export function refundedEvent(paymentIntent: string, amountRefunded = 499, amount = 499) {
  return stripeEvent('charge.refunded', {
    id: `ch_${randomUUID().slice(0, 8)}`,
    object: 'charge',
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= amount,
    currency: 'usd',
    payment_intent: paymentIntent,
  });
}

export const stripeEvent = (type: string, object: object, id = `evt_${randomUUID().replace(/-/g, '')}`) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: seconds(),
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
});

/** Posts an event to the webhook route with the signature Stripe would send (the SDK's own helper), or the one given. */
export function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; signature?: string; payload?: string } = {},
) {
  const payload = options.payload ?? JSON.stringify(event, null, 2);
  const signature =
    options.signature ??
    stripe().webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? testSettings.stripe.webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  return invoke('stripeWebhook', { body: payload, headers: { 'stripe-signature': signature } });
}

/** The token of the first order link (`/api/sales/orders/<token>`) in an email's text. */
export const orderTokenIn = (text: string) => /\/api\/sales\/orders\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/**
 * A paid order made through the signed webhook, of a new book in Books sold as `bookId`: the
 * session, the payment and the token of its receipt's link.
 */
export async function buy(input: { email: string; bookId?: string; ebookTitle?: string; name?: string }) {
  const sale = completedEvent({
    ebook: await bookInBooks(input.ebookTitle ?? 'Sold Copy'),
    bookId: input.bookId ?? 'true-veil',
    email: input.email,
    ...(input.name ? { name: input.name } : {}),
  });
  const reply = await deliver(sale.event);
  expect(reply.status, reply.text).toBe(200);
  // The receipt goes out before the webhook answers: the last one to the address is this order's.
  const receipts = (await mailTo(input.email.split('@')[1]!)).filter(
    (mail) => mail.destination.to.includes(input.email) && mail.subject.startsWith('Your copy of'),
  );
  return { ...sale, orderToken: orderTokenIn(receipts.at(-1)?.body.text ?? '') ?? 'no-receipt' };
}

/** The thank-you page until the stand-in's webhook has made the order (it arrives within a second or two). */
export async function thankYouOnceReady(sessionId: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const page = await invoke('orderPage', { params: { ref: sessionId } });
    if (page.status !== 200 || !page.headers.refresh) return page;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The order never became ready');
}
