import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { readerIdOf } from '../../functions/contract/readers';
import { GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import type { SalesFigures } from '../../functions/contract/sales-desk';
import { overrideDeps } from '../../functions/lib/deps';
import { standInFee } from '../../infra/local/stripe-stand-in/state';
import { invoke } from '../support/invoke';
import { uniqueDomain } from './downloads-calls';
import { bookInBooks, completedEvent, deliver, paidIntent, refundedEvent } from './sales-helpers';

/**
 * The author's sales desk (issue 29 item 6) through the real handlers against the emulators: orders
 * made by Stripe's signed events (each at its own moment of an injected clock, in months no other
 * file sells in; days are the author's, Ontario's by default: time-zone.test.ts), the fee from the payment's balance transaction at the stand-in, refunds whole
 * and in part, the period's query refused in words, the CSV, and a buyer's orders on their reader page.
 */

/** Runs `act` with the site's clock at `iso`; Stripe's signature is made at the same moment. */
async function at<T>(iso: string, act: (timestamp: number) => Promise<T>): Promise<T> {
  const restore = overrideDeps({ now: () => new Date(iso) });
  try {
    return await act(Math.floor(Date.parse(iso) / 1000));
  } finally {
    restore();
  }
}

/** A paid order of `bookId` at `iso` through the signed webhook, its payment held by the stand-in. */
async function sell(iso: string, bookId: string, amount: number, email: string) {
  const ebook = await bookInBooks(`Desk ${bookId}`);
  const intent = await paidIntent(amount);
  const sale = completedEvent({ ebook, bookId, email, amount, paymentIntent: intent.id });
  const reply = await at(iso, (timestamp) => deliver(sale.event, { timestamp }));
  expect(reply.status, reply.text).toBe(200);
  return sale;
}

const figures = (query?: string) => invoke('getSalesFigures', query === undefined ? {} : { query });
const totals = (orders: number, amount: number, fees: number, refunds: number, refunded = 0) => ({
  currency: 'usd',
  orders,
  amount,
  fees,
  refunds,
  net: amount - fees - refunds,
  refunded,
  disputed: 0,
});

describe('the sales desk', () => {
  it('gives a period’s orders by day and by book with Stripe’s fees and refunds whole and in part; this month by default, with today’s and the month’s totals', async () => {
    const domain = uniqueDomain('desk');
    await sell('2031-03-04T09:00:00.000Z', 'the-veil-lives', 499, `ann@${domain}`);
    await sell('2031-03-04T22:30:00.000Z', 'true-veil', 299, `ben@${domain}`);
    const partly = await sell('2031-03-05T08:00:00.000Z', 'the-veil-lives', 499, `cat@${domain}`);
    // $2.00 back, then a late copy of an earlier event (nothing refunded yet) that changes nothing.
    await at('2031-03-05T09:00:00.000Z', (timestamp) =>
      deliver(refundedEvent(partly.paymentIntent, 200), { timestamp }),
    );
    await at('2031-03-05T09:01:00.000Z', (timestamp) => deliver(refundedEvent(partly.paymentIntent, 0), { timestamp }));
    // Refunded in full before its checkout event arrived (out of order).
    const ebook = await bookInBooks('Desk refunded early');
    const early = completedEvent({
      ebook,
      bookId: 'the-veil-lives',
      email: `dee@${domain}`,
      paymentIntent: (await paidIntent(499)).id,
    });
    await at('2031-03-05T10:00:00.000Z', (timestamp) =>
      deliver(refundedEvent(early.paymentIntent, 499), { timestamp }),
    );
    await at('2031-03-05T10:00:05.000Z', (timestamp) => deliver(early.event, { timestamp }));
    // Another month's order stays out of March (days are Ontario's: April 1 there, UTC's noon).
    await sell('2031-04-01T12:00:00.000Z', 'true-veil', 299, `eve@${domain}`);

    const fee499 = standInFee(499);
    const fee299 = standInFee(299);
    expect(fee499).toBe(44);
    const reply = await at('2031-03-05T12:00:00.000Z', () => figures());
    expect(reply.status, reply.text).toBe(200);
    const march = reply.json<SalesFigures>();
    expect(march.period).toEqual({ from: '2031-03-01', to: '2031-03-31' });
    expect(march.totals).toEqual([totals(4, 1796, 3 * fee499 + fee299, 699, 2)]);
    expect(march.byDay).toEqual([
      { day: '2031-03-04', ...totals(2, 798, fee499 + fee299, 0) },
      { day: '2031-03-05', ...totals(2, 998, 2 * fee499, 699, 2) },
    ]);
    expect(march.byBook).toEqual([
      { bookId: 'the-veil-lives', title: 'The Veil Lives', ...totals(3, 1497, 3 * fee499, 699, 2) },
      { bookId: 'true-veil', title: 'True Veil', ...totals(1, 299, fee299, 0) },
    ]);
    expect(march.orders.map((order) => [order.email, order.state, order.fee, order.refunded, order.net])).toEqual([
      [`dee@${domain}`, 'refunded', fee499, 499, -fee499],
      [`cat@${domain}`, 'paid', fee499, 200, 499 - fee499 - 200],
      [`ben@${domain}`, 'paid', fee299, 0, 299 - fee299],
      [`ann@${domain}`, 'paid', fee499, 0, 499 - fee499],
    ]);
    expect(march.today).toEqual([totals(2, 998, 2 * fee499, 699, 2)]);
    expect(march.thisMonth).toEqual(march.totals);

    // One day, asked for; the dashboard's totals stay today's and this month's.
    const oneDay = (
      await at('2031-04-01T08:00:00.000Z', () => figures('from=2031-03-04&to=2031-03-04'))
    ).json<SalesFigures>();
    expect(oneDay.totals).toEqual([totals(2, 798, fee499 + fee299, 0)]);
    expect(oneDay.today).toEqual([totals(1, 299, fee299, 0)]);
    expect(oneDay.thisMonth).toEqual([totals(1, 299, fee299, 0)]);
    // `from` alone runs to its month's end.
    const fromOnly = (await figures('from=2031-03-05')).json<SalesFigures>();
    expect(fromOnly.period).toEqual({ from: '2031-03-05', to: '2031-03-31' });
    expect(fromOnly.totals[0]!.orders).toBe(2);
  });

  // Writing nothing on a refusal is the contract test's, for every route: a whole-table snapshot here
  // also caught the bulk sends other files of this worker leave running.
  it('refuses a period it cannot read with 400 and a message saying what to change', async () => {
    const cases: [string, RegExp][] = [
      ['from=2031-13-01', /from must be a day written YYYY-MM-DD/],
      ['to=2031-02-30', /to must be a day written YYYY-MM-DD, such as 2026-11-01 \(got “2031-02-30”\)/],
      ['from=yesterday', /from must be a day/],
      ['from=', /from must be a day/],
      [`to=${'9'.repeat(500)}`, /to must be a day written YYYY-MM-DD, such as 2026-11-01 \(got “9{40}…”\)/],
      ['from=2031-03-10&to=2031-03-01', /from \(2031-03-10\) is after to \(2031-03-01\)/],
      ['from=2030-01-01&to=2031-03-01', /That period is 425 days; the sales desk reads at most 366/],
      ['month=2031-03', /Unknown query parameter month: the sales desk takes from and to/],
    ];
    for (const [query, message] of cases) {
      for (const route of ['getSalesFigures', 'exportSales'] as const) {
        const reply = await invoke(route, { query });
        expect(reply.status, `${route} ?${query}: ${reply.text}`).toBe(400);
        expect(reply.json().message).toMatch(message);
      }
    }
  });

  it('exports the period’s orders as CSV, one a row, with the fee, refund and net and the address masked', async () => {
    const domain = uniqueDomain('csv');
    const first = await sell('2031-06-10T10:00:00.000Z', 'echo-of-the-veil', 299, `reader.one@${domain}`);
    const refunded = await sell('2031-06-11T10:00:00.000Z', 'veils-last-song', 299, `two@${domain}`);
    await at('2031-06-11T11:00:00.000Z', (timestamp) =>
      deliver(refundedEvent(refunded.paymentIntent, 100, 299), { timestamp }),
    );
    const reply = await invoke('exportSales', { query: 'from=2031-06-01&to=2031-06-30' });
    expect(reply.status, reply.text).toBe(200);
    const file = reply.json<{ filename: string; csv: string; orders: number }>();
    expect(file.filename).toBe('sales-2031-06-01-to-2031-06-30.csv');
    expect(file.orders).toBe(2);
    expect(file.csv.split('\n')[0]).toBe('date,payment,book,amount,currency,fee,refunded,net,state,country,email');
    const fee = standInFee(299);
    expect(parse(file.csv, { columns: true })).toEqual([
      {
        date: '2031-06-10T10:00:00.000Z',
        // The payment's id finds the order in Stripe's dashboard; the session's id would open it on the site.
        payment: first.paymentIntent,
        book: 'Echo of the Veil',
        amount: '2.99',
        currency: 'USD',
        fee: (fee / 100).toFixed(2),
        refunded: '0.00',
        net: ((299 - fee) / 100).toFixed(2),
        state: 'paid',
        country: 'CA',
        email: `r***@${domain}`,
      },
      expect.objectContaining({
        book: "Veil's Last Song",
        refunded: '1.00',
        net: ((299 - fee - 100) / 100).toFixed(2),
        state: 'paid',
        email: `t***@${domain}`,
      }),
    ]);
    expect(file.csv).not.toContain(`reader.one@${domain}`);
    expect(first.paymentIntent).toMatch(/^pi_/);
    expect(file.csv).not.toContain('cs_');
  });

  it('writes a refunded order’s net below zero as a number a spreadsheet adds up, not as text', async () => {
    const domain = uniqueDomain('csv-refund');
    const refunded = await sell('2031-07-10T10:00:00.000Z', 'the-veil-lives', 499, `kit@${domain}`);
    await at('2031-07-10T11:00:00.000Z', (timestamp) =>
      deliver(refundedEvent(refunded.paymentIntent, 499), { timestamp }),
    );
    const reply = await invoke('exportSales', { query: 'from=2031-07-10&to=2031-07-10' });
    expect(reply.status, reply.text).toBe(200);
    const net = `-${(standInFee(499) / 100).toFixed(2)}`;
    expect(net).toBe('-0.44');
    const [, row] = reply.json<{ csv: string }>().csv.trimEnd().split('\n');
    expect(row).toBe(
      `2031-07-10T10:00:00.000Z,${refunded.paymentIntent},The Veil Lives,4.99,USD,0.44,4.99,${net},refunded,CA,k***@${domain}`,
    );
  });

  it('shows a buyer’s orders on their reader page', async () => {
    const domain = uniqueDomain('buyer-page');
    const email = `fay@${domain}`;
    const added = await invoke('addReader', {
      body: { email, lists: [GROUP_VORACIOUS_READERS], consentBasis: 'Signed up at a reading.', optedIn: true },
    });
    expect(added.status, added.text).toBe(201);
    const first = await sell('2031-08-01T10:00:00.000Z', 'true-veil', 299, email);
    await sell('2031-08-02T10:00:00.000Z', 'the-veil-lives', 499, email);
    await sell('2031-08-02T11:00:00.000Z', 'true-veil', 299, `someone.else@${domain}`);
    await at('2031-08-03T10:00:00.000Z', (timestamp) =>
      deliver(refundedEvent(first.paymentIntent, 299, 299), { timestamp }),
    );
    const reply = await invoke('getReader', { params: { id: readerIdOf(email) } });
    expect(reply.status, reply.text).toBe(200);
    const orders = reply.json<{ orders: { title: string; createdAt: string; amount: number; state: string }[] }>()
      .orders;
    expect(orders.map(({ title, createdAt, amount, state }) => ({ title, createdAt, amount, state }))).toEqual([
      { title: 'The Veil Lives', createdAt: '2031-08-02T10:00:00.000Z', amount: 499, state: 'paid' },
      { title: 'True Veil', createdAt: '2031-08-01T10:00:00.000Z', amount: 299, state: 'refunded' },
    ]);
  });

  it('gives a buyer who never joined the list a record of their orders alone: no list, no tags, still not subscribed; an address with neither is 404', async () => {
    const domain = uniqueDomain('buyer-only');
    const email = `gus@${domain}`;
    await sell('2031-09-01T10:00:00.000Z', 'true-veil', 299, email);
    await sell('2031-09-04T10:00:00.000Z', 'the-veil-lives', 499, email);
    const reply = await invoke('getReader', { params: { id: readerIdOf(email) } });
    expect(reply.status, reply.text).toBe(200);
    const record = reply.json<{ state: string; lists: string[]; createdAt: string; orders: { title: string }[] }>();
    expect(record).toMatchObject({
      state: 'buyer',
      lists: [],
      tags: [],
      consents: [],
      createdAt: '2031-09-01T10:00:00.000Z',
    });
    expect(record.orders.map((order) => order.title)).toEqual(['The Veil Lives', 'True Veil']);
    // Tags are for readers on the list: the buyer's record takes none, and stays off the list.
    const tagged = await invoke('setReaderTags', { params: { id: readerIdOf(email) }, body: { tags: ['vip'] } });
    expect(tagged.status).toBe(404);
    const search = await invoke('searchReaders', { body: { query: domain } });
    expect(search.json<{ readers: unknown[] }>().readers).toEqual([]);
    const nobody = await invoke('getReader', { params: { id: readerIdOf(`nobody@${domain}`) } });
    expect(nobody.status).toBe(404);
    expect(nobody.json<{ message: string }>().message).toBe('No reader with that address is on your list.');
  });
});
