import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { uiText } from '../../content/ui-text';
import { applyLocalEnvironment, endpoint } from '../../infra/local/settings';
import { photo } from '../support/images';
import { exLibrisText } from '../support/leaked-copy';
import { makeEpub } from '../support/make-epub';
import { resetSiteContent } from '../support/site-content';
import { payOnCheckoutPage as pay } from './stripe-checkout';
import { e2eSettings } from './fixtures';
import {
  LIVE_WITHIN_MS,
  pagesOf,
  pressPublish,
  readerPage,
  restoreVersion,
  screenshot,
  untilServed,
} from './publish-helpers';
import { axeViolations, openFromAdminNav, signIn, uniqueEmail } from './mail-helpers';

/**
 * Publishing her site from /admin, as she does it and as a reader then sees it: a new book with a
 * cover she uploaded and three stores is on /books and its own page within a minute of Publish (the
 * time is measured and printed), in the sitemap and the JSON-LD; the About page edited, published,
 * then its earlier version restored and published again; a preview that shows unsaved words
 * without making them live; and the new book sold direct, its EPUB linked in Books, bought by a
 * reader through the Stripe stand-in once published. The tests run in order on one stack: the
 * later ones open the book the first published.
 */

// The later tests open what the first published: after a failure they are skipped, not run on nothing.
test.describe.configure({ mode: 'serial' });

// Publishing renders every page; a reader may wait up to its minute, on top of the author's steps.
test.setTimeout(150_000);

const stamp = Date.now().toString(36);
const BOOK = {
  id: `the-lantern-keeper-${stamp}`,
  title: `The Lantern Keeper ${stamp}`,
  caption: 'A keeper of the last lighthouse finds a ship that sank a hundred years ago.',
  blurb: 'When the lamp goes out on the stormiest night of the year, Maren rows out to find who put it out.',
  amazon: `https://www.amazon.com/dp/B0LANTERN${stamp.toUpperCase().slice(-2)}`,
  stores: [
    { format: 'Ebook', retailer: 'Kobo', url: `https://www.kobo.com/ebook/the-lantern-keeper-${stamp}` },
    { format: 'Paperback', retailer: 'Barnes & Noble', url: `https://www.barnesandnoble.com/w/lantern-${stamp}` },
    { format: 'Ebook', retailer: 'Apple Books', url: `https://books.apple.com/book/lantern-${stamp}` },
  ],
};
const COVER_ALT = `The Lantern Keeper’s cover: a lighthouse in a storm (${stamp})`;

const saveState = (page: Page) => page.getByTestId('save-state');
const epubTitle = `${BOOK.title} (EPUB)`;

// The clean-up reads and writes this stack's table, as its functions do.
applyLocalEnvironment(e2eSettings);

/** A srcset of her picture's variants: several widths, each under /media/. */
function expectMediaSrcset(srcset: string | null) {
  const candidates = (srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/));
  expect(candidates.length, srcset ?? 'no srcset').toBeGreaterThan(1);
  for (const [url, width] of candidates) {
    expect(url).toMatch(/^\/media\//);
    expect(width).toMatch(/^\d+w$/);
  }
}

type JsonLd = Record<string, unknown>;
async function jsonLdNodes(page: Page): Promise<JsonLd[]> {
  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as JsonLd,
  );
  return documents.flatMap((doc) => (Array.isArray(doc['@graph']) ? (doc['@graph'] as JsonLd[]) : [doc]));
}

test('a 14th book with her uploaded cover and three stores is live on /books and its page within a minute of Publish', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const bookPath = `/books/${BOOK.id}`;

  // Before: a reader has /books, a crawler the sitemap, and someone tried the new book's address
  // too early. The edge may keep each (the miss too); Publish must not leave them stale.
  const reader = await readerPage(browser);
  await reader.goto('/books');
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.locator(`article#${BOOK.id}`)).toHaveCount(0);
  expect((await reader.goto(bookPath))?.status()).toBe(404);
  const sitemapBefore = await reader.request.get('/sitemap.xml');
  expect(sitemapBefore.status()).toBe(200);
  expect(await sitemapBefore.text()).not.toContain(bookPath);

  // The cover, uploaded as a phone would take it: a portrait JPEG.
  await openFromAdminNav(page, 'Images');
  // A file input is a button named by its label.
  await page.getByRole('button', { name: 'Picture', exact: true }).setInputFiles({
    name: 'lantern-keeper.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1200, 1800),
  });
  await page.getByRole('textbox', { name: 'Describe the picture (alt text)' }).fill(COVER_ALT);
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is kept' })).toContainText(COVER_ALT, { timeout: 30_000 });

  // The book, added from Site.
  await openFromAdminNav(page, 'Site');
  await page.getByRole('link', { name: 'Add a book' }).click();
  await expect(page.getByRole('heading', { name: 'New book', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: `Use “${COVER_ALT}”` }).check();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(BOOK.title);
  await page.getByRole('textbox', { name: 'Page address' }).fill(BOOK.id);
  await page.getByRole('textbox', { name: 'Genre' }).fill('Gothic mystery');
  await page.getByRole('textbox', { name: 'Caption' }).fill(BOOK.caption);
  await page.getByRole('textbox', { name: 'Blurb' }).fill(BOOK.blurb);
  await page.getByLabel('Publication date').fill('2026-10-31');
  await page.getByRole('textbox', { name: 'Bookstore price (US dollars)' }).fill('4.99');
  await page.getByRole('textbox', { name: 'Word count' }).fill('72,000');
  await page.getByRole('textbox', { name: 'Amazon page' }).fill(BOOK.amazon);
  for (const [index, store] of BOOK.stores.entries()) {
    await page.getByRole('button', { name: 'Add a store' }).click();
    const row = page.getByRole('group', { name: `Store ${index + 1}`, exact: true });
    await row.getByRole('combobox', { name: 'Format' }).selectOption({ label: store.format });
    await row.getByRole('textbox', { name: 'Store', exact: true }).fill(store.retailer);
    await row.getByRole('textbox', { name: 'Web address' }).fill(store.url);
  }
  await page.getByRole('button', { name: 'Save the new book' }).click();
  await expect(saveState(page)).toContainText('Saved as version 1');
  await expect(page).toHaveURL(new RegExp(`/admin/site/book/${BOOK.id}$`));

  // The clock starts at the press; a reader loads the pages until both show the book.
  const { result, changedPaths } = await pressPublish(page);
  const pressed = performance.now();
  // When the admin hears back, told apart from when a reader sees the pages.
  const answered = expect(result)
    .toHaveText('Published: 2 pages changed.', { timeout: LIVE_WITHIN_MS })
    .then(() => performance.now() - pressed);
  const card = reader.locator(`article#${BOOK.id}`);
  await untilServed(reader, '/books', () =>
    expect(card.getByRole('heading', { name: BOOK.title })).toBeVisible({ timeout: 1_000 }),
  );
  // A cover is named as covers are on her pages, whatever her picture's own alt text says.
  const cover = reader.getByRole('img', { name: `${uiText.books.coverAlt} ${BOOK.title}` });
  await untilServed(reader, bookPath, async () => {
    await expect(reader.getByRole('heading', { name: BOOK.title, level: 1 })).toBeVisible({ timeout: 1_000 });
    await expect(cover).toBeVisible({ timeout: 1_000 });
  });
  const liveAfter = performance.now() - pressed;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Publish answered the admin in ${seconds(await answered)}; a reader saw the new book on /books and ${bookPath} ${seconds(liveAfter)} after the press.`,
  );
  expect(liveAfter).toBeLessThan(LIVE_WITHIN_MS);
  // Exactly the pages the book touches changed, /books and its own (not the other books'), as the
  // overview said.
  expect(pagesOf(await changedPaths).sort()).toEqual(['/books', bookPath].sort());

  // Her picture, at its sizes: the box reserved by width and height (her photo's 2:3), a srcset of
  // the /media/ variants.
  const width = Number(await cover.getAttribute('width'));
  const height = Number(await cover.getAttribute('height'));
  expect(width).toBeGreaterThan(0);
  expect(height / width).toBeCloseTo(1.5, 2);
  expectMediaSrcset(await cover.getAttribute('srcset'));
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // A button per store, each to the address she gave, after Amazon's.
  await expect(reader.getByRole('link', { name: /^Buy on Amazon/ })).toHaveAttribute('href', BOOK.amazon);
  for (const store of BOOK.stores) {
    await expect(
      reader.getByRole('link', { name: new RegExp(`^${store.format} on ${store.retailer}`) }),
    ).toHaveAttribute('href', store.url);
  }
  const bookNode = (await jsonLdNodes(reader)).find((node) => node['@type'] === 'Book');
  // Her picture by its whole address on the stack's own origin (its SITE_URL), as a deployment's on its domain.
  expect(String(bookNode?.image).startsWith(`${e2eSettings.siteUrl}/media/`), String(bookNode?.image)).toBe(true);
  await screenshot(reader, testInfo, 'new-book-page');

  // Search engines hear of it within the same minute: the sitemap lists its page, /books' JSON-LD
  // has it with its offers.
  await expect
    .poll(async () => (await reader.request.get('/sitemap.xml')).text(), {
      timeout: Math.max(1, LIVE_WITHIN_MS - (performance.now() - pressed)),
      intervals: [500, 1000, 2000],
    })
    .toMatch(new RegExp(`<loc>https?://[^<]+${bookPath}</loc>`));
  console.log(`The sitemap listed ${bookPath} ${seconds(performance.now() - pressed)} after the press.`);
  await reader.goto('/books');
  expectMediaSrcset(await card.getByRole('img').getAttribute('srcset'));
  const entry = (await jsonLdNodes(reader)).find((node) => node['@type'] === 'Book' && node.name === BOOK.title);
  expect(entry, 'the new book in /books’ JSON-LD').toBeDefined();
  expect(entry!.url).toMatch(new RegExp(`${bookPath}$`));
  expect(entry!.offers).toEqual(
    expect.arrayContaining([expect.objectContaining({ '@type': 'Offer', price: '4.99', url: BOOK.amazon })]),
  );
  await reader.context().close();

  // The overview says what publishing did, and that everything saved is live.
  await expect(page.getByText('Everything saved is live.')).toBeVisible();
  await screenshot(page, testInfo, 'site-overview-published');
});

test('the About page edited and published, then its earlier version restored and published', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/admin/site/page/about');
  const intro = page.getByRole('textbox', { name: 'Introduction' });
  await expect(intro).toBeEditable();
  const original = await intro.inputValue();
  const edited = `A new word from the writing desk, ${stamp}: the lighthouse book is out.`;
  await intro.fill(edited);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText(/Saved as version \d+/);
  const editedVersion = Number(/version (\d+)/.exec((await saveState(page).textContent())!)![1]);

  const reader = await readerPage(browser);
  const first = await pressPublish(page);
  await expect(first.result).toHaveText('Published: 1 page changed.', { timeout: LIVE_WITHIN_MS });
  expect(pagesOf(await first.changedPaths)).toEqual(['/about']);
  await untilServed(reader, '/about', () => expect(reader.getByText(edited)).toBeVisible({ timeout: 1_000 }));

  // The version before the edit, from the About page's history.
  await restoreVersion(page, '/admin/site/page/about', editedVersion - 1, () =>
    expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue(original),
  );
  await expect(intro).toHaveValue(original);

  const second = await pressPublish(page);
  await expect(second.result).toHaveText('Published: 1 page changed.', { timeout: LIVE_WITHIN_MS });
  expect(pagesOf(await second.changedPaths)).toEqual(['/about']);
  await untilServed(reader, '/about', async () => {
    await expect(reader.getByText(original)).toBeVisible({ timeout: 1_000 });
    await expect(reader.getByText(edited)).toHaveCount(0);
  });
  await reader.context().close();
});

test('a preview shows a book’s unsaved caption in its frame, and the live page keeps the published one', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto(`/admin/site/book/${BOOK.id}`);
  const caption = page.getByRole('textbox', { name: 'Caption' });
  await expect(caption).toHaveValue(BOOK.caption);
  const unsaved = `Only a preview, ${stamp}: the ship was never there.`;
  await caption.fill(unsaved);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const frame = page.frameLocator(`iframe[title="Preview of /books/${BOOK.id}"]`);
  await expect(frame.getByText(unsaved)).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('heading', { name: BOOK.title, level: 1 })).toBeVisible();

  const reader = await readerPage(browser);
  await reader.goto(`/books/${BOOK.id}`);
  await expect(reader.getByText(BOOK.caption)).toBeVisible();
  await expect(reader.getByText(unsaved)).toHaveCount(0);
  await reader.context().close();
});

/**
 * The specs that run after this one on its stack read her site as the seed has it (13 books on
 * /books, in the sitemap and the JSON-LD): the EPUB is unlinked from the new book, her content goes
 * back to the seed, and that is published.
 */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/books');
  const ebook = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: epubTitle }) });
  await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
  await expect(page.getByText('Loading books…')).toHaveCount(0);
  if (await ebook.count()) {
    await ebook.getByLabel('Sell on /books as').selectOption('');
    await expect(ebook.getByRole('status').filter({ hasText: /Publish your site/ })).toContainText(
      'No longer sold direct',
    );
  }
  await resetSiteContent();
  const { result } = await pressPublish(page);
  await expect(result).toHaveText(/^Published: /, { timeout: LIVE_WITHIN_MS });
  await page.close();
});

test('the new book, sold direct at a price and linked to its EPUB in Books, is bought by a reader once published', async ({
  page,
  browser,
}) => {
  // The upload is checked by EPUBCheck, a Java VM: up to a minute under load.
  test.setTimeout(180_000);
  const buyer = { email: uniqueEmail(`lantern-${stamp}`), name: 'Maren Holt' };
  await signIn(page);

  // Sold direct at a price, in the book's editor.
  await page.goto(`/admin/site/book/${BOOK.id}`);
  await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue(BOOK.caption);
  await page.getByRole('checkbox', { name: 'Sell the EPUB on this site' }).check();
  await page.getByRole('textbox', { name: 'Price on your site (US dollars)' }).fill('3.49');
  await page.getByRole('textbox', { name: 'EPUB file name' }).fill(`${BOOK.id}.epub`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version 2');

  // Its file, uploaded in Books and linked to it there.
  await openFromAdminNav(page, 'Books');
  await page.getByLabel('EPUB file').setInputFiles({
    name: `${BOOK.id}.epub`,
    mimeType: 'application/epub+zip',
    buffer: Buffer.from(makeEpub({ title: epubTitle })),
  });
  await page.getByLabel('Title').fill(epubTitle);
  await page.getByRole('button', { name: 'Upload book' }).click();
  await expect(page.getByRole('heading', { name: epubTitle })).toBeVisible({ timeout: 60_000 });
  const ebook = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: epubTitle }) });
  await ebook.getByLabel('Sell on /books as').selectOption(BOOK.id);
  await expect(ebook.getByRole('status').filter({ hasText: /Publish your site/ })).toHaveText(
    `This EPUB is now the file of ${BOOK.title}. Publish your site to show its Buy Direct button.`,
  );

  // Published, its page sells it; a reader buys it through the checkout and downloads their copy.
  const { result } = await pressPublish(page);
  await expect(result).toHaveText(/^Published: /, { timeout: LIVE_WITHIN_MS });
  const reader = await readerPage(browser);
  const buyDirect = reader.getByRole('button', { name: 'Buy Direct $3.49' });
  await untilServed(reader, `/books/${BOOK.id}`, () => expect(buyDirect).toBeVisible({ timeout: 1_000 }));
  await buyDirect.click();
  await expect(reader).toHaveURL(new RegExp(`^${endpoint(e2eSettings.ports.stripe)}/c/pay/cs_`));
  await expect(reader.getByRole('heading', { name: `${BOOK.title} (EPUB ebook)` })).toBeVisible();
  await expect(reader.getByText('Total $3.49')).toBeVisible();
  await pay(reader, buyer, '4242 4242 4242 4242');
  await expect(reader).toHaveURL(/\/api\/sales\/orders\/cs_[A-Za-z0-9_]+$/);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Thank you for your purchase');
  const download = reader.getByRole('button', { name: `Download ${BOOK.title}` });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([reader.waitForEvent('download'), download.click()]);
  const copy = new Uint8Array(await readFile((await file.path())!));
  expect(exLibrisText(copy)).toContain(`This copy was prepared for ${buyer.name}`);
  await reader.context().close();
});

test('the new book taken off the site from Site: its page is the 404 page once published, and it comes back when put back', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  await openFromAdminNav(page, 'Site');
  await page.getByRole('button', { name: new RegExp(`^Take off the site\\s*: ${BOOK.title}$`) }).click();
  await expect(page.getByTestId('removal-result')).toHaveText(
    `“${BOOK.title}” is taken off. Publish to remove its page; Put back undoes it.`,
  );
  const removed = page.getByRole('region', { name: /^Taken off the site/ });
  await expect(removed.getByText('Taken off: publish to remove its page')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'site-overview-taken-off');

  const reader = await readerPage(browser);
  const bookPath = `/books/${BOOK.id}`;
  const taken = await pressPublish(page);
  expect(await taken.changedPaths).toEqual(expect.arrayContaining(['/books', bookPath]));
  await expect(taken.result).toHaveText(/^Published: /, { timeout: LIVE_WITHIN_MS });
  await expect(removed.getByText('Off the site', { exact: true })).toBeVisible();
  await expect(async () => {
    expect((await reader.goto(bookPath, { waitUntil: 'domcontentloaded' }))?.status()).toBe(404);
  }).toPass({ timeout: LIVE_WITHIN_MS });
  await untilServed(reader, '/books', () => expect(reader.locator(`article#${BOOK.id}`)).toHaveCount(0));

  // Its history says what the version did.
  await page.getByRole('link', { name: new RegExp(`^History\\s*: ${BOOK.title}$`) }).click();
  await expect(page.getByRole('list', { name: 'Saved versions' }).getByRole('listitem').first()).toContainText(
    'Taken off the site',
  );
  await openFromAdminNav(page, 'Site');

  // Put back from the same list; published again, the page is back as it was.
  await page.getByRole('button', { name: new RegExp(`^Put back\\s*: ${BOOK.title}$`) }).click();
  await expect(page.getByTestId('removal-result')).toHaveText(`“${BOOK.title}” is back. Publish to show it again.`);
  const back = await pressPublish(page);
  await expect(back.result).toHaveText(/^Published: /, { timeout: LIVE_WITHIN_MS });
  await untilServed(reader, bookPath, () =>
    expect(reader.getByRole('heading', { level: 1 })).toContainText(BOOK.title, { timeout: 1_000 }),
  );
  await reader.context().close();
});
