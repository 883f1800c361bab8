import { formatAmount } from '../../contract/sales';
import type { OrderRefundReply } from '../../contract/sales-desk';
import { refundEmail } from '../../emails/refund';
import { claimRefundNotice, getOrder, releaseRefundNotice, type SoldOrder } from '../../entities/order';
import type { Deps } from '../../lib/deps';
import { ConflictError, HttpError, NotFoundError } from '../../lib/errors';
import { sendLetter } from '../mailing-list/emails';
import { formatExpiry } from '../downloads/expiry';
import { stripeClient } from './stripe';

/**
 * A full refund from the sales desk, as Payhip's Refund button: the site asks Stripe and records
 * nothing itself. Stripe's `charge.refunded` webhook (orders.ts) then marks the order, withdraws
 * its download and tells the buyer (`tellRefund`), whether the refund came from here or from
 * Stripe's dashboard.
 */

/**
 * One Idempotency-Key an order's payment: a second press (or a retry after a lost answer) within
 * Stripe's 24 hours gets the first refund back, never a second one; after them the order's state
 * (refunded by then) stops the call before Stripe is asked.
 */
export const refundIdempotencyKey = (paymentIntent: string) => `desk-refund-${paymentIntent}`;

const ALREADY: OrderRefundReply = {
  outcome: 'already-refunded',
  message: 'This order is already refunded in full: nothing more was asked of Stripe.',
};

export async function refundOrder(deps: Deps, sessionId: string): Promise<OrderRefundReply> {
  const order: SoldOrder | undefined = await getOrder(deps, sessionId);
  if (!order || order.erasedAt)
    throw new NotFoundError('There is no such order on the sales desk: reload the page to see the orders as they are.');
  if (order.state === 'disputed')
    throw new ConflictError(
      'This order is disputed: the buyer’s bank is taking the payment back, so a refund would pay them twice. Answer the dispute in Stripe’s dashboard instead.',
    );
  const left = order.amountTotal - (order.amountRefunded ?? 0);
  if (order.state === 'refunded' || left <= 0) return ALREADY;
  try {
    await (
      await stripeClient(deps)
    ).refunds.create(
      { payment_intent: order.paymentIntent, reason: 'requested_by_customer', metadata: { sessionId } },
      { idempotencyKey: refundIdempotencyKey(order.paymentIntent) },
    );
  } catch (error) {
    const { code, type, message } = error as { code?: string; type?: string; message?: string };
    if (code === 'charge_already_refunded') return ALREADY;
    // A restricted key made before this button lacks Refunds: Write (docs/deploying.md says so too).
    if (type === 'StripePermissionError')
      throw new ConflictError(
        'Stripe refused the refund: the site’s Stripe key may not make refunds. Give the key Refunds: Write in Stripe’s dashboard (Developers → API keys), then press Refund again.',
      );
    if (type === 'StripeInvalidRequestError' || type === 'StripeIdempotencyError')
      throw new ConflictError(`Stripe refused the refund, so nothing was refunded: ${message ?? 'no reason given'}`);
    throw new HttpError(
      503,
      'Stripe could not be reached, so nothing was refunded yet. Try again in a minute: the order is refunded once, however often you press.',
    );
  }
  return {
    outcome: 'requested',
    message: `Stripe is refunding ${formatAmount(left, order.currency)} to ${order.email}. Once Stripe confirms (usually within a minute), the order shows Refunded, its download stops and the buyer gets an email.`,
  };
}

/** Emails the buyer of a fully refunded order, once (a repeated event or a second refund sends nothing). */
export async function tellRefund(deps: Deps, sessionId: string): Promise<void> {
  const order: SoldOrder | undefined = await getOrder(deps, sessionId);
  if (!order || order.state !== 'refunded' || order.erasedAt) return;
  const at = deps.now().toISOString();
  if (!(await claimRefundNotice(deps, sessionId, at))) return;
  try {
    await sendLetter(deps, order.email, (sender) =>
      refundEmail(sender, {
        title: order.title,
        amount: formatAmount(order.amountRefunded ?? order.amountTotal, order.currency),
        paidOn: formatExpiry(new Date(order.createdAt)),
      }),
    );
  } catch (error) {
    // Stripe delivers the event again after an error answer: that delivery tells the buyer.
    await releaseRefundNotice(deps, sessionId, at);
    throw error;
  }
}
