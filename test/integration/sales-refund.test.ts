import { describe, expect, it } from 'vitest';
import type { OrderRefundReply, SalesFigures } from '../../functions/contract/sales-desk';
import { refundIdempotencyKey } from '../../functions/core/sales/refund';
import { invoke } from '../support/invoke';
import { mailTo, uniqueDomain } from './downloads-calls';
import {
  bookInBooks,
  completedEvent,
  deliver,
  orderTokenIn,
  paidIntent,
  refundedEvent,
  stripe,
  stripeEvent,
} from './sales-helpers';

/**
 * The sales desk's Refund button through the real handlers: the refund route asks the Stripe
 * stand-in (which keeps Stripe's idempotent requests), the stand-in's `charge.refunded` reaches the
 * real webhook route, and only that records the refund, withdraws the download and emails the buyer
 * (read from the SES emulator's store).
 */

const refund = (sessionId: string) => invoke('refundOrder', { params: { sessionId } });
const press = (ref: string) => invoke('orderDownload', { params: { ref }, form: '' });

/** A paid order whose payment the stand-in holds, made by the signed webhook; its receipt link's token. */
async function sold(email: string) {
  const intent = await paidIntent(499);
  const sale = completedEvent({
    ebook: await bookInBooks('Refund Desk'),
    bookId: 'true-veil',
    email,
    paymentIntent: intent.id,
  });
  expect((await deliver(sale.event)).status).toBe(200);
  const receipt = (await mailTo(email.split('@')[1]!)).find((mail) => mail.subject.startsWith('Your copy of'));
  return { ...sale, token: orderTokenIn(receipt?.body.text ?? '')! };
}

/** The order as the desk lists it (this month's figures). */
const deskOrder = async (sessionId: string) =>
  (await invoke('getSalesFigures')).json<SalesFigures>().orders.find((order) => order.sessionId === sessionId);

describe('the Refund button', () => {
  it('refunds once however often it is pressed; only Stripe’s charge.refunded records it, withdraws the download and emails the buyer once', async () => {
    const domain = uniqueDomain('refund-button');
    const email = `ros@${domain}`;
    const order = await sold(email);
    expect((await press(order.token)).status).toBe(303);

    // Two presses at once: one refund at Stripe, both answered as the first (the same Idempotency-Key).
    const [first, second] = await Promise.all([refund(order.sessionId), refund(order.sessionId)]);
    expect(first.status, first.text).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json<OrderRefundReply>()).toMatchObject({
      outcome: 'requested',
      message: expect.stringContaining(`Stripe is refunding $4.99 to ${email}`),
    });
    // Nothing recorded by the button: the webhook's event (sent by the stand-in) does it.
    await expect
      .poll(async () => (await deskOrder(order.sessionId))?.state, { timeout: 20_000, interval: 100 })
      .toBe('refunded');
    expect(await deskOrder(order.sessionId)).toMatchObject({ refunded: 499 });
    const intent = await stripe().paymentIntents.retrieve(order.paymentIntent, { expand: ['latest_charge'] });
    expect(intent.latest_charge).toMatchObject({ amount_refunded: 499, refunded: true });

    // The download is withdrawn, as any refund withdraws it.
    expect((await press(order.token)).status).toBe(410);
    expect((await invoke('orderPage', { params: { ref: order.token } })).status).toBe(410);

    // The buyer is told once, even when Stripe delivers the event again.
    expect((await deliver(refundedEvent(order.paymentIntent))).status).toBe(200);
    const told = (await mailTo(domain)).filter((mail) => mail.subject === 'Your refund for True Veil');
    expect(told).toHaveLength(1);
    expect(told[0]!.destination.to).toEqual([email]);
    expect(told[0]!.body.text).toContain('We refunded $4.99 for True Veil');
    expect(told[0]!.body.text).toContain('no longer open it');

    // Pressed again after: nothing asked of Stripe.
    const third = await refund(order.sessionId);
    expect(third.status).toBe(200);
    expect(third.json<OrderRefundReply>().outcome).toBe('already-refunded');
  });

  it('refuses a disputed order and an unknown one in words', async () => {
    const domain = uniqueDomain('refund-refused');
    const order = await sold(`dis@${domain}`);
    const dispute = {
      id: 'dp_refund_refused',
      object: 'dispute',
      amount: 499,
      charge: 'ch_x',
      currency: 'usd',
      payment_intent: order.paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect((await deliver(stripeEvent('charge.dispute.created', dispute))).status).toBe(200);
    const disputed = await refund(order.sessionId);
    expect(disputed.status).toBe(409);
    expect(disputed.json().message).toMatch(/disputed: .* a refund would pay them twice/);
    const unknown = await refund('cs_test_nosuchorder00000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toMatch(/no such order on the sales desk/);
    expect((await mailTo(domain)).filter((mail) => mail.subject.startsWith('Your refund'))).toHaveLength(0);
  });
});

describe('the Stripe stand-in’s idempotent requests', () => {
  it('answers a repeated key with the first answer and does it once; the key with other parameters is refused', async () => {
    const intent = await paidIntent(499);
    const key = refundIdempotencyKey(intent.id);
    const once = await stripe().refunds.create({ payment_intent: intent.id, amount: 100 }, { idempotencyKey: key });
    const again = await stripe().refunds.create({ payment_intent: intent.id, amount: 100 }, { idempotencyKey: key });
    expect(again.id).toBe(once.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const charged = await stripe().paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(charged.latest_charge).toMatchObject({ amount_refunded: 100 });
    await expect(
      stripe().refunds.create({ payment_intent: intent.id, amount: 200 }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', message: expect.stringMatching(/same parameters/) });
    // Without a key each request is its own: the rest of the charge, then nothing left.
    await stripe().refunds.create({ payment_intent: intent.id });
    await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });
});
