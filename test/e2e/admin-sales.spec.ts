import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../functions/contract/routes';
import { formatAmount } from '../../functions/contract/sales';
import type { SalesFigures, SalesTotals } from '../../functions/contract/sales-desk';
import { applyLocalEnvironment } from '../../infra/local/settings';
import { TEST_CARDS } from '../../infra/local/stripe-stand-in/checkout-page';
import { standInFee } from '../../infra/local/stripe-stand-in/state';
import { storedEbook } from '../support/stored-ebook';
import { e2eSettings, standInStripe } from './fixtures';
import { axeViolations, expectToast, openFromAdminNav, signIn, uniqueEmail } from './mail-helpers';
import { mockRoute } from './mock-route';

/**
 * The author's sales desk (issue 29 item 6) in the browser: orders paid on the Stripe stand-in's
 * hosted page reach the site by its signed webhook (the fee from the payment's balance
 * transaction), a partial refund through Stripe's API too; the dashboard's today and this month
 * and the Sales page's figures, order list and CSV grow by exactly those orders, readable by a
 * screen reader and on a phone. The stack is this worker's alone; earlier specs' orders are the
 * baseline the figures grow from.
 */

// This worker's stack, for the EPUB stored in Books (test/support/stored-ebook.ts) and the stand-in.
applyLocalEnvironment(e2eSettings);
const stripe = standInStripe();

/** A purchase on the stand-in's hosted page with Stripe's 4242 card; its webhook makes the order. */
async function buy(ebookId: string, bookId: string, title: string, amount: number, email: string) {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: `${e2eSettings.siteUrl}${routes.orderPage.path.replace('{ref}', '{CHECKOUT_SESSION_ID}')}`,
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: title } } }],
    metadata: { bookId, ebookId },
  });
  const paid = await fetch(session.url!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email,
      name: 'Sal Buyer',
      cardNumber: TEST_CARDS.pays,
      expiry: '12 / 34',
      cvc: '123',
      country: 'CA',
    }),
  });
  expect(paid.status).toBe(303);
  return (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
}

const isSalesReply = (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === routes.getSalesFigures.path && response.request().method() === 'GET';

/** Runs `act` (a navigation) and gives the sales figures the page asked for. */
async function figuresAfter(page: Page, act: () => Promise<unknown>): Promise<SalesFigures> {
  // Only a request the new page made: the page before may still be answering one, whose body the navigation drops.
  const since = Date.now();
  const [reply] = await Promise.all([
    page.waitForResponse((response) => isSalesReply(response) && response.request().timing().startTime >= since),
    act(),
  ]);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as SalesFigures;
}

/**
 * The page's table (and figure) cells that do not show whole, by their text: words wider than the
 * cell (`scrollWidth` over `clientWidth`), or a cell out of sight in a box that scrolls or clips
 * sideways (a wide table cut at "REFU…" by its scrolling region). None at the author's widths.
 */
const cutCells = (page: Page) =>
  page.evaluate(() => {
    const clipperOf = (cell: Element) => {
      for (let box = cell.parentElement; box; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return box;
      return undefined;
    };
    return [...document.querySelectorAll('main th, main td, main dt, main dd')]
      .filter((cell) => {
        const clipper = clipperOf(cell);
        const outside = clipper && cell.getBoundingClientRect().right > clipper.getBoundingClientRect().right + 1;
        return cell.scrollWidth > cell.clientWidth || outside;
      })
      .map((cell) => `${cell.tagName.toLowerCase()} “${cell.textContent}”`);
  });
/** The author's screens: a laptop and a small laptop or tablet held sideways. */
const DESK_WIDTHS = [1366, 1024];

const usd = (totals: SalesTotals[]) =>
  totals.find((total) => total.currency === 'usd') ?? { orders: 0, amount: 0, fees: 0, refunds: 0, net: 0 };
const money = (cents: number) => formatAmount(cents, 'usd');

test('the dashboard and the Sales page show orders paid through Stripe, with fees, a partial refund and the CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id: ebookId } = await storedEbook('Sales Desk EPUB');
  await signIn(page);
  // Right after sign-in the app may still be settling (a redirect drops a reply's body): read again until one is whole.
  let before: SalesFigures | undefined;
  await expect(async () => {
    before = await figuresAfter(page, () => page.reload());
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('sales-today')).toBeVisible();

  const first = uniqueEmail('sal-one');
  const second = uniqueEmail('sal-two');
  const intent = await buy(ebookId, 'the-veil-lives', 'The Veil Lives', 499, first);
  await buy(ebookId, 'true-veil', 'True Veil', 299, second);
  // $1.00 back on the first: the stand-in sends charge.refunded to the webhook.
  await stripe.refunds.create({ payment_intent: intent, amount: 100 });

  const fees = standInFee(499) + standInFee(299);
  const grown = (base: SalesTotals[]) => ({
    orders: usd(base).orders + 2,
    amount: usd(base).amount + 798,
    fees: usd(base).fees + fees,
    refunds: usd(base).refunds + 100,
    net: usd(base).net + 798 - fees - 100,
  });
  // The webhooks arrive within a second or two: the dashboard is reloaded until they have.
  let after: SalesFigures | undefined;
  await expect(async () => {
    after = await figuresAfter(page, () => page.reload());
    expect(usd(after.thisMonth)).toMatchObject(grown(before!.thisMonth));
  }).toPass({ timeout: 30_000 });
  expect(usd(after!.today)).toMatchObject(grown(before!.today));
  const today = usd(after!.today);
  await expect(page.getByTestId('sales-today')).toContainText(`${money(today.amount)} ${today.orders} orders`);
  const month = usd(after!.thisMonth);
  await expect(page.getByTestId('sales-this-month')).toContainText(
    `${money(month.amount)} ${month.orders} orders · Net ${money(month.net)}`,
  );

  // The Sales page, from the admin navigation: this month's figures (the dashboard's, just read).
  await openFromAdminNav(page, 'Sales');
  await expect(page.getByRole('heading', { name: 'Sales', level: 2 })).toBeVisible();
  const desk = after!;
  expect(usd(desk.totals)).toMatchObject(grown(before!.thisMonth));
  await expect(page.getByTestId('sales-total-orders')).toHaveText(String(month.orders));
  await expect(page.getByTestId('sales-total-amount')).toHaveText(money(month.amount));
  await expect(page.getByTestId('sales-total-fees')).toHaveText(money(month.fees));
  await expect(page.getByTestId('sales-total-refunds')).toHaveText(money(month.refunds));
  await expect(page.getByTestId('sales-total-net')).toHaveText(money(month.net));
  const row = (email: string) => page.getByTestId('sales-orders').getByRole('row').filter({ hasText: email });
  // Book, buyer, paid, fee, refunded, net, state, country, the refund button: a cell each.
  await expect(row(first).locator('th, td')).toHaveText([
    /^\w{3} \d{1,2}, \d{4}$/,
    'The Veil Lives',
    first,
    money(499),
    money(standInFee(499)),
    money(100),
    money(499 - standInFee(499) - 100),
    'Paid',
    'CA',
    'Refund',
  ]);
  await expect(row(second).locator('th, td')).toHaveText([
    /\d{4}$/,
    'True Veil',
    second,
    money(299),
    money(standInFee(299)),
    money(0),
    money(299 - standInFee(299)),
    'Paid',
    'CA',
    'Refund',
  ]);
  await expect(page.getByTestId('sales-by-book').getByRole('row', { name: /The Veil Lives/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The CSV: one row an order, the address masked.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-${desk.period.from}-to-${desk.period.to}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const [local, domain] = first.split('@') as [string, string];
  expect(csv).toMatch(
    new RegExp(
      `,The Veil Lives,4\\.99,USD,${(standInFee(499) / 100).toFixed(2)},1\\.00,${((499 - standInFee(499) - 100) / 100).toFixed(2)},paid,CA,${local[0]}\\*\\*\\*@${domain.replace(/\./g, '\\.')}\\n`,
    ),
  );
  expect(csv).not.toContain(first);
  await expectToast(page, 'CSV saved', `${desk.orders.length} orders in the file.`);

  // At the author's widths every heading and figure of the desk is whole: no cell cuts its words.
  for (const width of DESK_WIDTHS) {
    await page.setViewportSize({ width, height: 768 });
    await expect(page.getByTestId('sales-orders')).toBeVisible();
    expect(await cutCells(page), `the sales desk at ${width} px`).toEqual([]);
  }

  // A full refund from the desk, after a confirmation: Stripe refunds, its webhook marks the order.
  const refundButton = row(second).getByRole('button', { name: 'Refund' });
  await refundButton.click();
  const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
  await expect(dialog).toContainText(`${second} gets ${money(299)} back for True Veil`);
  await expect(dialog).toContainText('Their download stops working');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(second).locator('td').nth(6)).toHaveText('Paid');
  await refundButton.click();
  await dialog.getByRole('button', { name: `Refund ${money(299)}` }).click();
  await expectToast(
    page,
    'Refund asked of Stripe',
    `Stripe is refunding ${money(299)} to ${second}. Once Stripe confirms (usually within a minute), the order shows Refunded, its download stops and the buyer gets an email.`,
  );
  // The desk reads again until Stripe's charge.refunded has been recorded.
  await expect(row(second).locator('td').nth(6)).toHaveText('Refunded', { timeout: 20_000 });
  await expect(row(second).locator('td').nth(4)).toHaveText(money(299));
  await expect(row(second).getByRole('button', { name: 'Refund' })).toHaveCount(0);
  // The other order keeps its button: its partial refund leaves the rest to give.
  await expect(row(first).getByRole('button', { name: 'Refund' })).toBeVisible();

  // On a phone the page fits; the wide tables scroll inside their own region.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('sales-orders')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const widest = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter((el) => !el.closest('[role="region"][tabindex]'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5),
  );
  expect(overflow, `page wider than the screen: ${widest.join(' | ')}`).toBeLessThanOrEqual(0);

  // A buyer's address opens their record: not on the list (buying subscribes no one), their orders on it.
  await row(first).getByRole('link', { name: first }).click();
  await expect(page.getByRole('heading', { name: first, level: 2 })).toBeVisible();
  await expect(page.getByText('Bought direct, not on the list')).toBeVisible();
  // Never on the list, so no consent to record: said as it is, not as a reader from before records.
  await expect(page.getByText('Bought a book; never signed up to the list.')).toBeVisible();
  await expect(page.getByText(/signed up before records were kept/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Books bought direct' })).toContainText('The Veil Lives');
  expect(await axeViolations(page)).toEqual([]);
});

test('a period the server refuses shows its message, an empty period says so, and a newsletter report fits the author’s screens', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/sales?from=2031-03-10&to=2031-03-01');
  await expect(page.getByRole('alert')).toContainText('from (2031-03-10) is after to (2031-03-01)');
  await page.goto('/admin/sales?from=2001-01-01&to=2001-01-31');
  await expect(page.getByRole('status').filter({ hasText: 'No orders in this period' })).toBeVisible();
  // The period form, by keyboard.
  await page.getByLabel('From').fill('2001-02-01');
  await page.getByLabel('To', { exact: true }).fill('2001-02-28');
  await page.getByLabel('To', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/sales\?from=2001-02-01&to=2001-02-28$/);
  await expect(page.getByTestId('sales-period')).toHaveText('Feb 1, 2001 – Feb 28, 2001');
  // Days are the author's, in the one time zone her Account settings keep (Ontario's unless changed).
  await expect(page.getByTestId('sales-time-zone')).toContainText('Days are days in America/Toronto');

  // A sent newsletter's report at the author's widths: no figure cut. A report with every figure, engagement included, at its widest (five-digit counts).
  const id = 'report-width-check';
  const sentAt = '2026-11-02T14:00:00.000Z';
  await mockRoute(
    page,
    'getNewsletter',
    {
      body: {
        id,
        subject: 'The fog on the water',
        previewText: 'A new chapter',
        content: 'Hello.',
        audience: 'all',
        public: true,
        countEngagement: true,
        status: 'sent',
        createdAt: sentAt,
        updatedAt: sentAt,
        sentAt,
        recipients: 12_345,
      },
    },
    { params: { id } },
  );
  await mockRoute(
    page,
    'getNewsletterReport',
    {
      body: {
        total: 12_345,
        sent: 12_345,
        failed: 0,
        skipped: 0,
        delivered: 12_101,
        bounced: 244,
        complained: 12,
        unsubscribed: 31,
        engagement: { opened: 6_789, clicked: 1_234 },
      },
    },
    { params: { id } },
  );
  await page.goto(`/admin/newsletters/${id}`);
  await expect(page.getByTestId('report-unsubscribed')).toHaveText('31');
  for (const width of DESK_WIDTHS) {
    await page.setViewportSize({ width, height: 768 });
    await expect(page.getByTestId('report-clicked')).toBeVisible();
    expect(await cutCells(page), `the newsletter report at ${width} px`).toEqual([]);
  }
});
