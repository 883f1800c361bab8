import { describe, expect, it } from 'vitest';
import { ORDER_MAX_DOWNLOADS } from '../../functions/contract/sales';
import { overrideDeps, deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { exLibrisText } from '../support/leaked-copy';
import { settledWritesSnapshot, writesSnapshot } from '../support/writes';
import { mailTo, uniqueDomain } from './downloads-calls';
import { testSettings } from '../support/stack-settings';
import { bookInBooks, completedEvent, deliver, refundedEvent, stripe, stripeEvent } from './sales-helpers';

/**
 * Buy Direct's fulfilment (issue 29 item 2) through the real webhook handler against the emulators:
 * Stripe's events signed as Stripe signs them (the SDK's own helper), forged and stale ones refused
 * with nothing written, repeats and out-of-order events making one consistent order, one copy and
 * one receipt, and the order's page and download.
 */

const orderPage = (ref: string) => invoke('orderPage', { params: { ref } });
const press = (ref: string) => invoke('orderDownload', { params: { ref }, form: '' });
const linkIn = (text: string) => /\/api\/sales\/orders\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/**
 * A checkout paid by a method that settles later (a bank debit): its `checkout.session.completed`,
 * unpaid, delivered; `settled` is the session's later event, succeeded or failed.
 */
async function paidLater(buyer: { email: string; name?: string }) {
  const sale = { ebook: await bookInBooks('Paid Later'), bookId: 'true-veil', ...buyer };
  const completed = completedEvent({ ...sale, paymentStatus: 'unpaid' });
  expect((await deliver(completed.event)).status).toBe(200);
  const settled = (succeeds: boolean) =>
    completedEvent({
      ...sale,
      sessionId: completed.sessionId,
      paymentIntent: completed.paymentIntent,
      type: succeeds ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
      paymentStatus: succeeds ? 'paid' : 'unpaid',
    }).event;
  return { sessionId: completed.sessionId, settled };
}

/** An event as Stripe may deliver it: twice at once, then once more late; each answered 200. */
async function deliverAsStripeMay(event: object) {
  const replies = [...(await Promise.all([deliver(event), deliver(event)])), await deliver(event)];
  expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
}

describe('the Stripe webhook', () => {
  it('refuses a forged, altered, missing or stale signature with 400 and writes nothing', async () => {
    const ebook = await bookInBooks('Forged Signature');
    const { event, sessionId } = completedEvent({
      ebook,
      bookId: 'true-veil',
      email: `forger@${uniqueDomain('forged')}`,
    });
    const payload = JSON.stringify(event, null, 2);
    const genuine = stripe().webhooks.generateTestHeaderString({ payload, secret: testSettings.stripe.webhookSecret });
    // The previous file's mail may still be turning into SES events in this worker's table.
    const before = await settledWritesSnapshot();

    const forged = await deliver(event, { secret: 'whsec_not_the_endpoints_secret' });
    expect(forged.status, forged.text).toBe(400);
    expect(forged.json().message).toMatch(/Stripe-Signature header does not match/);
    // The body changed after signing (the amount lowered on the way): the signature no longer covers it.
    expect(
      (
        await deliver(event, {
          payload: payload.replace('"amount_total": 499', '"amount_total": 1'),
          signature: genuine,
        })
      ).status,
    ).toBe(400);
    expect((await invoke('stripeWebhook', { body: payload })).status).toBe(400);
    // Signed 301 s ago: past Stripe's tolerance (300 s).
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    // Signed now, received (by our clock) 301 s later.
    const restore = overrideDeps({ now: () => new Date(Date.now() + 301_000) });
    try {
      const late = await deliver(event);
      expect(late.status, late.text).toBe(400);
    } finally {
      restore();
    }
    expect(await writesSnapshot()).toBe(before);
    expect((await orderPage(sessionId)).status).toBe(404);
  });

  it('the same event twice, or a second event for the session, makes one order, one copy and one receipt; the copy names the buyer', async () => {
    const domain = uniqueDomain('twice');
    const ebook = await bookInBooks('Twice Delivered');
    const { event, sessionId, paymentIntent } = completedEvent({
      ebook,
      bookId: 'true-veil',
      email: `ada@${domain}`,
      name: 'Ada Byron',
    });
    const [first, second] = await Promise.all([deliver(event), deliver(event)]);
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    const again = completedEvent({
      ebook,
      bookId: 'true-veil',
      email: `ada@${domain}`,
      name: 'Ada Byron',
      sessionId,
      paymentIntent,
    });
    expect((await deliver(again.event)).status).toBe(200);

    const receipts = await mailTo(domain);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your copy of True Veil');
    expect(receipts[0]!.body.text).toMatch(/Paid \$4\.99/);
    expect(receipts[0]!.body.text).toMatch(/does not put you on any mailing list/);

    // The thank-you page (by session) and the emailed link (by token) show the same order.
    const thanks = await orderPage(sessionId);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('Download True Veil');
    expect(thanks.text).toContain('action="/api/newsletter/signup"');
    const token = linkIn(receipts[0]!.body.text!)!;
    expect(token).toBeDefined();
    const byLink = await orderPage(token);
    expect(byLink.status).toBe(200);
    expect(byLink.text).toContain(`${ORDER_MAX_DOWNLOADS} of ${ORDER_MAX_DOWNLOADS} downloads left`);

    const pressed = await press(token);
    expect(pressed.status, pressed.text).toBe(303);
    const copy = new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer());
    expect(exLibrisText(copy)).toMatch(/This copy was prepared for Ada Byron\s+ada@/);
    // The second press is the same copy.
    const pressedAgain = await press(sessionId);
    const copyAgain = new Uint8Array(await (await fetch(pressedAgain.headers.location!)).arrayBuffer());
    expect(Buffer.from(copyAgain).equals(Buffer.from(copy))).toBe(true);
  });

  it('completed after a refund event gives one withdrawn order and no receipt; a refund after withdraws the download', async () => {
    const domain = uniqueDomain('refund');
    const ebook = await bookInBooks('Refunded Early');
    const early = completedEvent({ ebook, bookId: 'true-veil', email: `bo@${domain}` });
    expect((await deliver(refundedEvent(early.paymentIntent))).status).toBe(200);
    expect((await deliver(early.event)).status).toBe(200);
    expect((await deliver(early.event)).status).toBe(200);
    const page = await orderPage(early.sessionId);
    expect(page.status).toBe(410);
    expect(page.text).toMatch(/payment was refunded/);
    expect((await press(early.sessionId)).status).toBe(410);
    // No receipt; the buyer is told of the refund, once.
    expect((await mailTo(domain)).map((mail) => mail.subject)).toEqual(['Your refund for True Veil']);

    const later = completedEvent({ ebook, bookId: 'true-veil', email: `cy@${domain}` });
    expect((await deliver(later.event)).status).toBe(200);
    const receipt = (await mailTo(domain)).find((mail) => mail.destination.to.includes(`cy@${domain}`))!;
    const token = linkIn(receipt.body.text!)!;
    expect((await press(token)).status).toBe(303);
    expect((await deliver(refundedEvent(later.paymentIntent))).status).toBe(200);
    const withdrawn = await orderPage(token);
    expect(withdrawn.status).toBe(410);
    expect((await press(token)).status).toBe(410);
    const toCy = (await mailTo(domain)).filter((mail) => mail.destination.to.includes(`cy@${domain}`));
    expect(toCy.map((mail) => mail.subject)).toEqual(['Your copy of True Veil', 'Your refund for True Veil']);
  });

  it('a dispute withdraws the download as a refund does', async () => {
    const domain = uniqueDomain('dispute');
    const ebook = await bookInBooks('Disputed');
    const sale = completedEvent({ ebook, bookId: 'true-veil', email: `di@${domain}` });
    expect((await deliver(sale.event)).status).toBe(200);
    const dispute = stripeEvent('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      amount: 499,
      currency: 'usd',
      payment_intent: sale.paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect((await deliver(dispute)).status).toBe(200);
    const page = await orderPage(sale.sessionId);
    expect(page.status).toBe(410);
    expect(page.text).toMatch(/disputed/);
  });

  it('a payment that settles later: the completed checkout (unpaid) fulfils nothing; async_payment_succeeded fulfils exactly once', async () => {
    const domain = uniqueDomain('settles-later');
    const debit = await paidLater({ email: `deb@${domain}`, name: 'Deb Later' });
    // Not paid yet: no order, no copy, no receipt (this session is not at the stand-in, so its page is unknown).
    expect((await orderPage(debit.sessionId)).status).toBe(404);
    expect((await press(debit.sessionId)).status).toBe(404);
    expect(await mailTo(domain)).toHaveLength(0);

    await deliverAsStripeMay(debit.settled(true));
    const receipts = await mailTo(domain);
    expect(receipts.map((mail) => mail.subject)).toEqual(['Your copy of True Veil']);
    const pressed = await press(linkIn(receipts[0]!.body.text!)!);
    expect(pressed.status, pressed.text).toBe(303);
    const copy = new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer());
    expect(exLibrisText(copy)).toMatch(/This copy was prepared for Deb Later/);
  });

  it('a payment that settles later and fails: no order; the buyer is told once by email', async () => {
    const domain = uniqueDomain('fails-later');
    const debit = await paidLater({ email: `fay@${domain}` });
    await deliverAsStripeMay(debit.settled(false));
    const mail = await mailTo(domain);
    expect(mail.map((m) => m.subject)).toEqual(['Your payment for True Veil did not go through']);
    expect(mail[0]!.body.text).toMatch(/nothing was charged and no book was sent/);
    expect(mail[0]!.body.text).toContain(`${testSettings.siteUrl}/books#true-veil`);
    expect((await press(debit.sessionId)).status).toBe(404);
  });

  it('an unknown order link or session says so', async () => {
    expect((await orderPage('not-a-link')).status).toBe(404);
    expect((await orderPage('A'.repeat(43))).status).toBe(404);
    expect((await orderPage(`cs_test_${'x'.repeat(40)}`)).status).toBe(404);
    expect(deps().stripe.api.host).toBe('127.0.0.1');
  });
});
