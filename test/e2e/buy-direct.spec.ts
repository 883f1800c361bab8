import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { books } from '../../content/seed/books';
import { epubcheckBytes } from '../../functions/core/ebooks/epubcheck';
import { endpoint } from '../../infra/local/settings';
import { exLibrisText } from '../support/leaked-copy';
import { makeEpub } from '../support/make-epub';
import { payOnCheckoutPage as pay } from './stripe-checkout';
import { e2eSettings, standInStripe } from './fixtures';
import { openFromAdminNav, signIn, uniqueEmail, waitForMail } from './mail-helpers';
import { publish } from './publish-helpers';

/**
 * Buy Direct end to end on the local stack: the author links an uploaded EPUB to one of her books
 * sold direct and publishes, which gives the book its Buy Direct button; a reader presses it on /books, is declined with Stripe's declining test
 * card (no order), pays with 4242… on the stand-in's hosted page, lands on the thank-you page,
 * downloads a copy that names them and passes EPUBCheck, gets the receipt, opens "My books" from
 * the emailed link, and the author sees the order; a refund withdraws the download. The last direct book is used, so the other specs' first one stays without Buy Direct.
 */

// EPUBCheck runs a Java VM and the upload is checked by one too: a minute under load.
test.setTimeout(180_000);

const book = books.filter((entry) => entry.directPurchaseAvailable).at(-1)!;

async function sellAs(page: Page, title: string, sold: typeof book | undefined) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByLabel('Sell on /books as').selectOption(sold?.id ?? '');
  await expect(card.getByRole('status').filter({ hasText: /Publish your site/ })).toHaveText(
    sold
      ? `This EPUB is now the file of ${sold.title}. Publish your site to show its Buy Direct button.`
      : 'No longer sold direct. Publish your site to take its Buy Direct button off.',
  );
}

test('a reader buys a book direct, downloads their own copy, and a refund withdraws it', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Direct Edition ${stamp}`;
  const buyer = { email: uniqueEmail(`buyer-${stamp}`), name: 'Rowan Ash' };

  // The author uploads the EPUB and links it to the catalogue book.
  await signIn(page);
  await openFromAdminNav(page, 'Books');
  await page.getByLabel('EPUB file').setInputFiles({
    name: 'direct.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from(makeEpub({ title })),
  });
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Upload book' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 60_000 });
  await sellAs(page, title, book);
  await publish(page);

  try {
    // A reader (no session of the author's) presses Buy Direct and is declined.
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await reader.goto('/books');
    await reader
      .locator(`article#${book.id}`)
      .getByRole('button', { name: /^Buy Direct/ })
      .click();
    await expect(reader).toHaveURL(new RegExp(`^${endpoint(e2eSettings.ports.stripe)}/c/pay/cs_`));
    await expect(reader.getByRole('heading', { name: `${book.title} (EPUB ebook)` })).toBeVisible();
    await expect(reader.getByText(`Total $${book.directPrice!.toFixed(2)}`)).toBeVisible();
    await pay(reader, buyer, '4000 0000 0000 0002');
    await expect(reader.getByRole('alert')).toHaveText('Your card was declined.');
    // No order: the session is still open, so its thank-you page says nothing was charged.
    const sessionId = /\/c\/pay\/(cs_[A-Za-z0-9_]+)/.exec(reader.url())![1]!;
    const unpaid = await reader.request.get(`/api/sales/orders/${sessionId}`);
    expect(unpaid.status()).toBe(409);
    expect(await unpaid.text()).toContain('The payment was not finished');

    // 4242… pays: the thank-you page waits calmly for the webhook, then offers the download.
    await pay(reader, buyer, '4242 4242 4242 4242');
    await expect(reader).toHaveURL(new RegExp(`/api/sales/orders/${sessionId}$`));
    const download = reader.getByRole('button', { name: `Download ${book.title}` });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Thank you for your purchase');
    const [file] = await Promise.all([reader.waitForEvent('download'), download.click()]);
    const copy = new Uint8Array(await readFile((await file.path())!));
    expect(exLibrisText(copy)).toMatch(
      new RegExp(`This copy was prepared for ${buyer.name}\\s+${buyer.email.replace(/[.+]/g, '\\$&')}`),
    );
    const check = await epubcheckBytes(copy);
    expect(check.findings.filter((finding) => finding.severity === 'error' || finding.severity === 'fatal')).toEqual(
      [],
    );

    // The receipt carries a lasting link to the same order.
    const receipt = await waitForMail(baseURL, buyer.email, new RegExp(`^Your copy of ${book.title}$`));
    const link = /https?:\/\/[^\s/]+(\/api\/sales\/orders\/[A-Za-z0-9_-]{43})/.exec(receipt.body.text ?? '')?.[1];
    expect(link, receipt.body.text).toBeDefined();
    await reader.goto(link!);
    await expect(reader.getByRole('button', { name: `Download ${book.title}` })).toBeVisible();

    // "My books", from the thank-you page's link: the address is typed, the link comes by email.
    await reader.goto(`/api/sales/orders/${sessionId}`);
    await reader.getByRole('link', { name: 'My books' }).click();
    await reader.getByLabel('Email address').fill(buyer.email);
    await reader.getByRole('button', { name: /^Email me/ }).click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    const library = await waitForMail(baseURL, buyer.email, /^Your books$/);
    const libraryLink = /https?:\/\/[^\s/]+(\/api\/sales\/library\/[A-Za-z0-9_-]+)/.exec(library.body.text ?? '')?.[1];
    expect(libraryLink, library.body.text).toBeDefined();
    await reader.goto(libraryLink!);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Your library');
    await expect(reader.getByRole('heading', { level: 3, name: book.title })).toBeVisible();
    await expect(reader.getByRole('button', { name: `Download ${book.title}` })).toBeVisible();

    // The author sees the order on the Sales page, once.
    // Opened afresh: the figures the dashboard cached at sign-in, before the sale, may still be fresh in the app.
    await page.goto('/admin/sales');
    await expect(page.getByRole('heading', { name: 'Sales', level: 2 })).toBeVisible();
    const orderRow = page.getByTestId('sales-orders').getByRole('row').filter({ hasText: buyer.email });
    await expect(orderRow).toHaveCount(1);
    await expect(orderRow).toContainText(book.title);

    // A refund (as the author would give it in Stripe's dashboard) withdraws the download.
    const stripe = standInStripe();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    await stripe.refunds.create({ payment_intent: session.payment_intent as string });
    await expect.poll(async () => (await reader.request.get(link!)).status(), { timeout: 15_000 }).toBe(410);
    await reader.goto(link!);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('This download is no longer available');
    await expect(reader.getByText('the payment was refunded')).toBeVisible();
    await reader.goto(libraryLink!);
    await expect(reader.getByText(/withdrawn because the payment was refunded/)).toBeVisible();
    await expect(reader.getByRole('button', { name: `Download ${book.title}` })).toHaveCount(0);
    await readerContext.close();
  } finally {
    // The book goes back to no Buy Direct for the other specs on this stack.
    await page.goto('/admin/books');
    await sellAs(page, title, undefined);
    await publish(page);
  }
});
