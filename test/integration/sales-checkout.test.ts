import { describe, expect, it } from 'vitest';
import { endpoint } from '../../infra/local/settings';
import { TEST_CARDS, TEST_IBANS } from '../../infra/local/stripe-stand-in/checkout-page';
import { invoke } from '../support/invoke';
import { exLibrisText } from '../support/leaked-copy';
import { testSettings } from '../support/stack-settings';
import { seenPage } from '../support/reader-view';
import { itemsHolding } from '../support/writes';
import { thankYouOnceReady } from './sales-helpers';
import { mailTo, uniqueDomain } from './downloads-calls';
import { waitForMail } from './mailing-list-helpers';
import { bookInBooks, stripe } from './sales-helpers';

/**
 * Buy Direct's checkout (issue 29 items 1 and 8) through the real handlers, the local Stripe
 * stand-in and its hosted page: the catalogue's price whatever the browser sends, no sale before
 * the author links the book to an EPUB, Stripe's test cards (4242 pays, 0002 is declined), and
 * the webhook the stand-in signs and posts to the site's route making the order.
 */

// Each file takes its own catalogue books: test files share one stack and run side by side.
const SOLD = 'the-drivers-promise';
const NOT_LINKED = 'voss-trials';

/** The sold book's EPUB in Books, linked once for this file. */
let linked: Promise<unknown> | undefined;
const sellSold = () => (linked ??= bookInBooks("The Driver's Promise (EPUB)", SOLD));

/** The words of the page's Download buttons, as the buyer reads them. */
const downloadButtons = (html: string) =>
  seenPage(html)
    .forms.flatMap((form) => form.buttons.map((button) => button.text))
    .filter((text) => text.startsWith('Download'));
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const payAt = (url: string, card: string, email: string, name = 'Dee Reader') =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name, cardNumber: card, expiry: '12 / 34', cvc: '123', country: 'CA' }),
  });

describe('Buy Direct checkout', () => {
  it('charges the catalogue’s price: a price sent by the browser never reaches Stripe, and a form post is sent on to Stripe’s page', async () => {
    await sellSold();
    const offers = await invoke('salesOffers');
    expect(offers.json<{ offers: unknown[] }>().offers).toContainEqual({ bookId: SOLD, price: 4.99, currency: 'usd' });

    // A price, amount or currency in the request is refused with the other unknown fields: the book alone is named.
    for (const extra of [{ price: '0.01' }, { unit_amount: '1' }, { currency: 'eur' }] as Record<string, string>[]) {
      const refused = await invoke('checkout', { body: { bookId: SOLD, ...extra } });
      expect(refused.status).toBe(400);
      expect(refused.json<{ issues: { message: string }[] }>().issues[0]!.message).toMatch(/Unknown field/);
      expect(
        (await invoke('buyDirect', { form: new URLSearchParams({ bookId: SOLD, ...extra }).toString() })).status,
      ).toBe(400);
    }
    const json = await invoke('checkout', { body: { bookId: SOLD } });
    expect(json.status, json.text).toBe(200);
    const { url } = json.json<{ url: string }>();
    expect(url.startsWith(`${endpoint(testSettings.ports.stripe)}/c/pay/cs_test_`)).toBe(true);
    const session = await stripe().checkout.sessions.retrieve(sessionIdOf(url));
    expect(session).toMatchObject({
      amount_total: 499,
      currency: 'usd',
      mode: 'payment',
      status: 'open',
      metadata: { bookId: SOLD },
    });
    expect(session.success_url).toBe(`${testSettings.siteUrl}/api/sales/orders/{CHECKOUT_SESSION_ID}`);

    const form = await invoke('buyDirect', { form: `bookId=${SOLD}` });
    expect(form.status, form.text).toBe(303);
    expect((await stripe().checkout.sessions.retrieve(sessionIdOf(form.headers.location!))).amount_total).toBe(499);
  });

  it('a book without a linked EPUB cannot be sold; a book without a direct price is refused', async () => {
    const offers = (await invoke('salesOffers')).json<{ offers: { bookId: string }[] }>().offers;
    expect(offers.map((offer) => offer.bookId)).not.toContain(NOT_LINKED);
    const refused = await invoke('checkout', { body: { bookId: NOT_LINKED } });
    expect(refused.status).toBe(409);
    expect(refused.json().message).toMatch(/can’t be bought direct on this site right now/);
    const page = await invoke('buyDirect', { form: `bookId=${NOT_LINKED}` });
    expect(page.status).toBe(409);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await invoke('checkout', { body: { bookId: 'patient-92' } })).status).toBe(409);
    expect((await invoke('checkout', { body: {} })).status).toBe(400);
  });

  it('the 0002 card is declined and makes no order; 4242 pays, and the signed webhook makes the order, the copy and the receipt', async () => {
    await sellSold();
    const domain = uniqueDomain('buyer');
    const { url } = (await invoke('checkout', { body: { bookId: SOLD } })).json<{ url: string }>();
    const sessionId = sessionIdOf(url);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay $4.99');

    const declined = await payAt(url, TEST_CARDS.declined, `dee@${domain}`);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe().checkout.sessions.retrieve(sessionId)).status).toBe('open');
    const unpaid = await invoke('orderPage', { params: { ref: sessionId } });
    expect(unpaid.status).toBe(409);
    expect(await itemsHolding(sessionId)).toHaveLength(0);

    const paid = await payAt(url, '4242 4242 4242 4242', `dee@${domain}`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${testSettings.siteUrl}/api/sales/orders/${sessionId}`);
    const thanks = await thankYouOnceReady(sessionId);
    expect(thanks.status, thanks.text).toBe(200);
    expect(downloadButtons(thanks.text)).toEqual(["Download The Driver's Promise"]);
    const pressed = await invoke('orderDownload', { params: { ref: sessionId }, form: '' });
    expect(pressed.status).toBe(303);
    const copy = new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer());
    expect(exLibrisText(copy)).toMatch(/This copy was prepared for Dee Reader\s+dee@/);
    expect(await mailTo(domain)).toHaveLength(1);

    // A refund through the API: the stand-in sends charge.refunded, and the download is withdrawn.
    const session = await stripe().checkout.sessions.retrieve(sessionId);
    const refund = await stripe().refunds.create({ payment_intent: session.payment_intent as string });
    expect(refund).toMatchObject({ object: 'refund', amount: 499, status: 'succeeded' });
    let withdrawn = await invoke('orderPage', { params: { ref: sessionId } });
    for (let attempt = 0; attempt < 100 && withdrawn.status === 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      withdrawn = await invoke('orderPage', { params: { ref: sessionId } });
    }
    expect(withdrawn.status).toBe(410);
    await expect(stripe().refunds.create({ payment_intent: session.payment_intent as string })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('a bank debit that settles later: the order and its receipt come when it clears; one that fails is said on the page and by email', async () => {
    await sellSold();
    const domain = uniqueDomain('debit');
    const debit = async (iban: string, email: string) => {
      const { url } = (await invoke('checkout', { body: { bookId: SOLD } })).json<{ url: string }>();
      const paid = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, name: 'Eli Debit', iban, country: 'DE' }),
      });
      expect(paid.status).toBe(303);
      return sessionIdOf(url);
    };

    // The page says the payment is on its way until the debit clears (here at once; days at a bank).
    const pageOnce = async (sessionId: string, done: (page: { status: number; text: string }) => boolean) => {
      let page = await invoke('orderPage', { params: { ref: sessionId } });
      for (let attempt = 0; attempt < 100 && !done(page); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        page = await invoke('orderPage', { params: { ref: sessionId } });
      }
      return page;
    };
    const cleared = await debit(TEST_IBANS.settles, `eli@${domain}`);
    const thanks = await pageOnce(cleared, (page) => page.text.includes('Download '));
    expect(thanks.status, thanks.text).toBe(200);
    expect(downloadButtons(thanks.text)).toEqual(["Download The Driver's Promise"]);
    expect((await stripe().checkout.sessions.retrieve(cleared)).payment_status).toBe('paid');
    // The copy is stored before the receipt goes out, so the page can show it a moment before the mail.
    await waitForMail(`eli@${domain}`);
    expect((await mailTo(domain)).map((mail) => mail.subject)).toEqual(["Your copy of The Driver's Promise"]);

    const failed = await debit(TEST_IBANS.fails, `flo@${domain}`);
    const page = await pageOnce(failed, ({ status }) => status !== 200);
    expect(page.status, page.text).toBe(409);
    expect(page.text).toContain('The payment did not go through');
    // The page reads the failed payment from Stripe; the email follows with the webhook's delivery.
    await waitForMail(`flo@${domain}`);
    const told = (await mailTo(domain)).filter((mail) => mail.destination.to.includes(`flo@${domain}`));
    expect(told.map((mail) => mail.subject)).toEqual(["Your payment for The Driver's Promise did not go through"]);
  });

  it('the stand-in refuses a wrong API key as Stripe does', async () => {
    const wrong = new (await import('stripe')).default('sk_test_wrong', {
      host: '127.0.0.1',
      port: testSettings.ports.stripe,
      protocol: 'http',
    });
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });
});
