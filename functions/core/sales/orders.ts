import { createHash } from 'node:crypto';
import type { Stripe } from 'stripe';
import { bookTitleIn } from '@content/book-titles';
import { pathOf } from '../../contract/define-route';
import { formatAmount, ORDER_MAX_DOWNLOADS, RETURN_PAGE_MINUTES, SALES_CURRENCY } from '../../contract/sales';
import { paymentFailedEmail } from '../../emails/payment-failed';
import { receiptEmail } from '../../emails/receipt';
import {
  applyRefund,
  claimPaymentFailure,
  claimReceipt,
  countOrderDownload,
  getOrder,
  getOrderByLink,
  getPayment,
  listLibrary,
  putOrder,
  putStripeEvent,
  recordRefund,
  releasePaymentFailure,
  releaseReceipt,
  setOrderCopy,
  setOrderFee,
  withdrawOrder,
  withdrawPayment,
  type OrderItem,
  type SoldOrder,
  type Withdrawal,
} from '../../entities/order';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { sendLetter } from '../mailing-list/emails';
import { copyFilename, makeCopy } from '../arc/copies';
import { copyFileKey } from '../arc/ebook-files';
import { findEbook } from '../arc/ebooks';
import { presignedDownload } from '../downloads/delivery';
import { publishedContent } from '../site-content/published-content';
import { formatExpiry } from '../downloads/expiry';
import { hashToken, isToken, newToken } from '../mailing-list/tokens';
import { newLibraryLink, openLibraryLink } from './library-links';
import { tellRefund } from './refund';
import { stripeClient, stripeModule, webhookSecret } from './stripe';
import { routes } from '../../contract/routes';

/**
 * Fulfilment from Stripe's signed webhook, never from the return page: a completed
 * checkout makes one order (keyed by its session), the buyer's watermarked copy and one receipt;
 * a full refund or a dispute withdraws the order's download, whichever arrives first, and a full
 * refund tells the buyer once.
 */

export const SIGNATURE_REFUSED =
  'The Stripe-Signature header does not match this body for this endpoint’s signing secret, or it was made longer ago than Stripe’s tolerance allows. Nothing was recorded.';

/**
 * A sold book's title as her site last published it, on it or taken off it since the buyer opened
 * the checkout (the book's id only for one her site never had).
 */
const titleOf = async (deps: Deps, bookId: string) => bookTitleIn(await publishedContent(deps), bookId) ?? bookId;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Verifies the event with the SDK (raw body, signing secret, its default tolerance, our clock), acts on it, and stores it once. */
export async function receiveStripeEvent(deps: Deps, rawBody: string, signature: string | undefined): Promise<void> {
  const secret = await webhookSecret(deps);
  const { default: StripeSdk } = await stripeModule();
  let event: Stripe.Event;
  try {
    event = StripeSdk.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      secret,
      undefined,
      undefined,
      deps.now().getTime(),
    );
  } catch {
    throw new BadRequestError(SIGNATURE_REFUSED);
  }
  const at = deps.now().toISOString();
  let objectId = '';
  switch (event.type) {
    // Paid at once, or (a bank debit) completed unpaid and paid days later: one order either way.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      objectId = event.data.object.id;
      await completeCheckout(deps, event.data.object, at);
      break;
    case 'checkout.session.async_payment_failed':
      objectId = event.data.object.id;
      await failCheckout(deps, event.data.object, at);
      break;
    case 'charge.refunded': {
      const charge = event.data.object;
      objectId = charge.id;
      // A partial refund leaves the book with the buyer; a full one withdraws it. Both count in the figures.
      const paymentIntent = idOf(charge.payment_intent);
      if (paymentIntent) await recordRefund(deps, paymentIntent, charge.amount_refunded, at);
      if (charge.refunded && paymentIntent) {
        const sessionId = await withdraw(deps, paymentIntent, 'refunded', at);
        if (sessionId) await tellRefund(deps, sessionId);
      }
      break;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      objectId = dispute.id;
      const paymentIntent = idOf(dispute.payment_intent);
      if (paymentIntent) await withdraw(deps, paymentIntent, 'disputed', at);
      break;
    }
    default:
      objectId = (event.data.object as { id?: string }).id ?? '';
  }
  await putStripeEvent(deps, { id: event.id, type: event.type, created: event.created, objectId }, at);
}

async function completeCheckout(deps: Deps, session: Stripe.Checkout.Session, at: string): Promise<void> {
  const bookId = session.metadata?.bookId;
  const ebookId = session.metadata?.ebookId;
  const paymentIntent = idOf(session.payment_intent);
  // Not a sale of this site's (another integration on the account), or not paid yet: nothing to deliver.
  if (session.mode !== 'payment' || session.payment_status !== 'paid' || !bookId || !ebookId || !paymentIntent) return;
  const email = session.customer_details?.email ?? session.customer_email;
  if (!email)
    throw new BadRequestError('The completed checkout carries no email address, so the book cannot be delivered.');
  const name = session.customer_details?.name ?? undefined;
  const country = session.customer_details?.address?.country ?? undefined;
  const title = await titleOf(deps, bookId);
  await putOrder(deps, {
    sessionId: session.id,
    paymentIntent,
    bookId,
    ebookId,
    title,
    email,
    ...(name ? { name } : {}),
    ...(country ? { country } : {}),
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? SALES_CURRENCY,
    createdAt: at,
    state: 'paid',
    downloads: 0,
  });
  // A refund or dispute that arrived first (out of order) withdraws the order it now has.
  const payment = await getPayment(deps, paymentIntent);
  if (payment?.withdrawal) await withdrawOrder(deps, session.id, payment.withdrawal, payment.withdrawnAt ?? at);
  if (payment) await applyRefund(deps, session.id, payment);
  if (payment?.withdrawal === 'refunded') await tellRefund(deps, session.id);
  await deliver(deps, session.id);
  await recordFee(deps, session.id, paymentIntent);
}

/**
 * A payment that was to settle later failed: no order and no book; the buyer is told once by email
 * (the thank-you page they saw said the book would follow when the payment cleared).
 */
async function failCheckout(deps: Deps, session: Stripe.Checkout.Session, at: string): Promise<void> {
  const bookId = session.metadata?.bookId;
  const paymentIntent = idOf(session.payment_intent);
  const email = session.customer_details?.email ?? session.customer_email;
  if (session.mode !== 'payment' || !bookId || !paymentIntent || !email) return;
  if (!(await claimPaymentFailure(deps, paymentIntent, at))) return;
  try {
    const title = await titleOf(deps, bookId);
    await sendLetter(deps, email, (sender) =>
      paymentFailedEmail(sender, {
        title,
        amount: formatAmount(session.amount_total ?? 0, session.currency ?? SALES_CURRENCY),
        booksUrl: `${deps.siteUrl}/books#${bookId}`,
      }),
    );
  } catch (error) {
    // Stripe delivers the event again after an error answer: that delivery tells the buyer.
    await releasePaymentFailure(deps, paymentIntent, at);
    throw error;
  }
}

/**
 * The fee Stripe kept, from the charge's balance transaction (Stripe puts it there, not on the
 * event): the payment retrieved with `latest_charge.balance_transaction` expanded, once per order.
 * Converted to the order's currency when the account settles in another one. An error other than
 * an unknown payment answers the event with an error, so Stripe delivers it again (the copy and
 * the receipt are made once whatever happens).
 */
async function recordFee(deps: Deps, sessionId: string, paymentIntent: string): Promise<void> {
  const order: SoldOrder | undefined = await getOrder(deps, sessionId);
  if (!order || order.fee !== undefined) return;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await (
      await stripeClient(deps)
    ).paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge.balance_transaction'] });
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return;
    throw error;
  }
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const balance = typeof charge?.balance_transaction === 'object' ? charge.balance_transaction : null;
  if (!balance) return;
  const rate = balance.currency === order.currency ? 1 : (balance.exchange_rate ?? 1);
  const fee = Math.round(balance.fee / rate);
  await setOrderFee(deps, sessionId, fee, order.amountTotal - fee);
}

/** The buyer's copy, then the receipt: each once, however many deliveries of the event run this. */
async function deliver(deps: Deps, sessionId: string): Promise<void> {
  const order = await getOrder(deps, sessionId);
  if (!order || order.state !== 'paid') return;
  if (!order.copyId) {
    const made = await makeCopy(deps, {
      book: await findEbook(deps, order.ebookId),
      email: order.email,
      ...(order.name ? { name: order.name } : {}),
      orderId: sessionId,
    });
    // Two deliveries at once may both make a copy: the first tied to the order is the buyer's.
    await setOrderCopy(deps, sessionId, made.copyId);
  }
  const token = newToken();
  const at = deps.now().toISOString();
  if (!(await claimReceipt(deps, sessionId, hashToken(token), at))) return;
  try {
    const libraryUrl = (await newLibraryLink(deps, order.email)).url;
    await sendLetter(deps, order.email, (sender) =>
      receiptEmail(sender, {
        title: order.title,
        amount: formatAmount(order.amountTotal, order.currency),
        paidOn: formatExpiry(new Date(order.createdAt)),
        orderUrl: `${deps.siteUrl}${pathOf(routes.orderPage, { ref: token })}`,
        signUpUrl: `${deps.siteUrl}/sign-up`,
        libraryUrl,
      }),
    );
  } catch (error) {
    // Stripe delivers the event again after an error answer: that delivery sends the receipt.
    await releaseReceipt(deps, sessionId, at);
    throw error;
  }
}

/** Withdraws the payment's order, or notes it for the order to come; the order's session when there is one. */
async function withdraw(
  deps: Deps,
  paymentIntent: string,
  withdrawal: Withdrawal,
  at: string,
): Promise<string | undefined> {
  const payment = await withdrawPayment(deps, paymentIntent, withdrawal, at);
  if (payment.sessionId)
    await withdrawOrder(deps, payment.sessionId, payment.withdrawal ?? withdrawal, payment.withdrawnAt ?? at);
  return payment.sessionId;
}

// ---- the order's page -----------------------------------------------------------------------

const SESSION_PATTERN = /^cs_[A-Za-z0-9_]{10,190}$/;
/** An order on a reader's library page: the library link's token, then the entry's own reference (never the session). */
const LIBRARY_REF_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;
const MINUTE_MS = 60_000;

/**
 * The ref of an order on the library page: the link's token, then a digest of the token and the
 * session (so no session id reaches the page). It opens the order while the library link works,
 * and only an order in the library of the link's address.
 */
export const libraryRef = (token: string, sessionId: string) => `${token}.${entryOf(token, sessionId)}`;
const entryOf = (token: string, sessionId: string) =>
  createHash('sha256').update(`${token}:${sessionId}`).digest('base64url');

export type OrderLookup =
  | { state: 'unknown' }
  /** Paid at Stripe, the webhook not in yet (or the copy still being made): the page reloads itself. */
  | { state: 'waiting'; byLink: boolean }
  /** The checkout was left before paying. */
  | { state: 'unpaid' }
  /** Paid by a method that settles later (a bank debit): the book follows by email when it clears. */
  | { state: 'processing' }
  /** That later payment failed: nothing was charged, no book. */
  | { state: 'failed' }
  /** The session's id, past RETURN_PAGE_MINUTES after the order was made: the emailed links open it. */
  | { state: 'closed' }
  | { state: 'ready' | 'withdrawn' | 'used-up'; order: OrderItem; byLink: boolean };

export function stateOf(order: OrderItem, byLink: boolean): OrderLookup {
  // Erased at the buyer's request: the order is a tax record now, with no download.
  if (order.erasedAt) return { state: 'unknown' };
  if (order.state !== 'paid') return { state: 'withdrawn', order, byLink };
  if (!order.copyId) return { state: 'waiting', byLink };
  return { state: order.downloads >= ORDER_MAX_DOWNLOADS ? 'used-up' : 'ready', order, byLink };
}

/**
 * An order by its Checkout Session's id: only for RETURN_PAGE_MINUTES after it was made (the
 * payment confirmed), since the id also sits in browser history and Stripe's page address.
 */
function byReturnPage(deps: Deps, order: OrderItem): OrderLookup {
  const age = deps.now().getTime() - Date.parse(order.createdAt);
  if (order.erasedAt || age <= RETURN_PAGE_MINUTES * MINUTE_MS) return stateOf(order, false);
  return { state: 'closed' };
}

/** Before the order exists, Stripe says whether the session is paid (waiting), settling later, or not paid; an unknown id is unknown. */
async function sessionState(deps: Deps, sessionId: string): Promise<OrderLookup> {
  try {
    const session = await (await stripeClient(deps)).checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') return { state: 'unpaid' };
    if (session.status !== 'complete') return { state: 'unknown' };
    if (session.payment_status !== 'unpaid') return { state: 'waiting', byLink: false };
    const paymentIntent = idOf(session.payment_intent);
    const payment = paymentIntent ? await getPayment(deps, paymentIntent) : undefined;
    return { state: payment?.failedAt ? 'failed' : 'processing' };
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return { state: 'unknown' };
    // Stripe unreachable for a moment: the calm waiting page, which asks again in a few seconds.
    return { state: 'waiting', byLink: false };
  }
}

export async function lookUpOrder(deps: Deps, ref: string): Promise<OrderLookup> {
  const inLibrary = LIBRARY_REF_PATTERN.exec(ref);
  if (inLibrary) {
    const [, token, entry] = inLibrary as unknown as [string, string, string];
    const library = await openLibraryLink(deps, token);
    if (library.state !== 'open') return { state: 'unknown' };
    const sessionId = (await listLibrary(deps, library.link.email)).find((id) => entryOf(token, id) === entry);
    const order = sessionId ? await getOrder(deps, sessionId) : undefined;
    return order ? stateOf(order, true) : { state: 'unknown' };
  }
  if (SESSION_PATTERN.test(ref)) {
    const order = await getOrder(deps, ref);
    return order ? byReturnPage(deps, order) : sessionState(deps, ref);
  }
  if (!isToken(ref)) return { state: 'unknown' };
  const order = await getOrderByLink(deps, hashToken(ref));
  return order ? stateOf(order, true) : { state: 'unknown' };
}

export type OrderDownload = { outcome: 'redirect'; url: string } | { outcome: 'refused'; lookup: OrderLookup };

/** POST Download: counts (up to ORDER_MAX_DOWNLOADS, while the order is paid) and presigns the buyer's copy. */
export async function downloadOrder(deps: Deps, ref: string): Promise<OrderDownload> {
  const lookup = await lookUpOrder(deps, ref);
  if (lookup.state !== 'ready') return { outcome: 'refused', lookup };
  const { order } = lookup;
  if (!(await countOrderDownload(deps, order.sessionId, ORDER_MAX_DOWNLOADS, deps.now().toISOString()))) {
    // Withdrawn or used up by other presses meanwhile.
    return { outcome: 'refused', lookup: await lookUpOrder(deps, ref) };
  }
  return {
    outcome: 'redirect',
    url: await presignedDownload(deps, copyFileKey(order.copyId!), copyFilename(order.title)),
  };
}
