import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { books, bookSeries } from '../../content/seed/books';
import { shortStories } from '../../content/seed/stories';
import { WORDS_PER_PAGE, bookPagesOf, metaOfPage } from '../../content/book-pages';
import { PUBLIC_ROUTES, bookUrl, notFoundMeta, pageMetaOf } from '../../content/page-table';
import { AUTHOR_NAME } from '../../content/seed/author';
import { absoluteUrl } from '../../content/site';
import { uiText } from '../../content/ui-text';
import { SOCIAL_IMAGE, STRUCTURED_DATA_CURRENCY } from '../../functions/contract/constants';
import { e2eSettings } from './fixtures';

/** The page table on the test stack's site: the seed's, as its start publishes it. */
const pageMeta = pageMetaOf(AUTHOR_NAME);

/**
 * What a crawler or a link preview sees: each public page fetched over plain HTTP, its HTML read
 * without running any JavaScript (docs/SPEC.md §1, issue 3 item 8).
 */
const PAGES = PUBLIC_ROUTES;
/** A book's page, standing for the thirteen (a series book sold direct: every part of the page). */
const BOOK_PAGE = bookPagesOf(books, AUTHOR_NAME).find((bookPage) => bookPage.book.id === 'true-veil')!;

/** The stack's own address, which its start publishes the site on (its SITE_URL): every absolute URL is on it. */
const SITE_URL = e2eSettings.siteUrl;
const onSite = (path: string) => absoluteUrl(SITE_URL, path);

type JsonLd = Record<string, unknown>;

/** The served HTML, loaded into a page that runs no scripts so the DOM can be queried. */
async function fetchHtml(request: APIRequestContext, browser: Browser, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // eslint-disable-next-line no-restricted-syntax -- no request at all: the page is read as served, without JavaScript
  await page.route('**/*', (route) => route.abort()); // the document's stylesheet, fonts…: not needed
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  return { response, html, page, close: () => context.close() };
}

const metaContent = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).getAttribute('content');

/** Width and height from a PNG's IHDR chunk or a JPEG's start-of-frame segment. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG' && bytes.subarray(12, 16).toString('latin1') === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let i = 2; i + 9 < bytes.length;) {
      const marker = bytes[i + 1]!;
      const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (isStartOfFrame) return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
      i += 2 + bytes.readUInt16BE(i + 2);
    }
  }
  throw new Error('not a PNG or JPEG image');
}

async function structuredData(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLd);
}

/** Every node of the page's JSON-LD documents (a document is one node or an `@graph` of them). */
function nodesOf(documents: JsonLd[]): JsonLd[] {
  return documents.flatMap((doc) => (Array.isArray(doc['@graph']) ? (doc['@graph'] as JsonLd[]) : [doc]));
}

for (const path of [...PAGES, BOOK_PAGE.path]) {
  test(`${path} carries its title, description, social tags, canonical and JSON-LD without JavaScript`, async ({
    request,
    browser,
  }) => {
    const meta = metaOfPage(path, books, AUTHOR_NAME)!;
    const { response, page, close } = await fetchHtml(request, browser, path);
    try {
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');

      await expect(page.locator('title')).toHaveCount(1);
      expect(await page.title()).toBe(meta.title);
      expect(await metaContent(page, 'description')).toBe(meta.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(onSite(meta.canonical));

      expect(await metaContent(page, 'og:title')).toBe(meta.title);
      expect(await metaContent(page, 'og:description')).toBe(meta.description);
      expect(await metaContent(page, 'og:type')).toBe('website');
      expect(await metaContent(page, 'og:url')).toBe(onSite(meta.canonical));
      expect(await metaContent(page, 'og:site_name')).toBe(AUTHOR_NAME);
      expect(await metaContent(page, 'og:image:width')).toBe(String(SOCIAL_IMAGE.width));
      expect(await metaContent(page, 'og:image:height')).toBe(String(SOCIAL_IMAGE.height));
      expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
      expect(await metaContent(page, 'twitter:title')).toBe(meta.title);

      // The share image is served by this site and really is 1200x630.
      const image = (await metaContent(page, 'og:image')) ?? '';
      expect(image.startsWith(`${SITE_URL}/`), image).toBe(true);
      expect(await metaContent(page, 'twitter:image')).toBe(image);
      const served = await request.get(image.slice(SITE_URL.length));
      expect(served.status(), image).toBe(200);
      expect(imageSize(await served.body())).toEqual(SOCIAL_IMAGE);

      // JSON-LD on every public page (issue 14 item 7): it parses, speaks schema.org, and types each node.
      const documents = await structuredData(page);
      expect(documents.length, 'JSON-LD documents').toBeGreaterThan(0);
      for (const doc of documents) expect(doc['@context']).toBe('https://schema.org');
      for (const node of nodesOf(documents))
        expect(typeof node['@type'], JSON.stringify(node).slice(0, 80)).toBe('string');

      // The page itself is in the HTML, not only its head.
      await expect(page.locator('#root h1')).toHaveCount(1);
      await expect(page.locator('#root nav')).not.toHaveCount(0);
    } finally {
      await close();
    }
  });
}

const PLAIN_PAGES = [
  '/signup',
  '/sign-up',
  '/short-stories',
  '/voss-trials',
  '/blog',
  '/terms-of-service',
  '/privacy-policy',
  '/house-hippo-challenge',
] as const;
for (const path of PLAIN_PAGES) {
  test(`${path} declares itself a WebPage with its breadcrumb and the author as publisher`, async ({
    request,
    browser,
  }) => {
    const { page, close } = await fetchHtml(request, browser, path);
    try {
      const webPage = nodesOf(await structuredData(page)).find((n) => n['@type'] === 'WebPage');
      const url = onSite(pageMeta[path].canonical);
      expect(webPage).toMatchObject({
        url,
        name: pageMeta[path].title,
        publisher: { '@type': 'Person', name: AUTHOR_NAME },
      });
      expect(webPage?.breadcrumb).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: onSite('/') },
          { '@type': 'ListItem', position: 2, item: url },
        ],
      });
    } finally {
      await close();
    }
  });
}

test('/ declares the author (Person) and the site (WebSite) in JSON-LD', async ({ request, browser }) => {
  const { page, close } = await fetchHtml(request, browser, '/');
  try {
    const nodes = nodesOf(await structuredData(page));
    const person = nodes.find((n) => n['@type'] === 'Person');
    const site = nodes.find((n) => n['@type'] === 'WebSite');
    expect(person).toMatchObject({ name: AUTHOR_NAME, url: SITE_URL });
    expect(site).toMatchObject({ name: AUTHOR_NAME, url: onSite('/') });
  } finally {
    await close();
  }
});

test('/books declares every book (pages, USD offer) and both series, the Clinic one with 7 books', async ({
  request,
  browser,
}) => {
  const { page, close } = await fetchHtml(request, browser, '/books');
  try {
    const nodes = nodesOf(await structuredData(page));
    const bookNodes = nodes.filter((n) => n['@type'] === 'Book');
    expect(bookNodes).toHaveLength(13);
    for (const book of books) {
      const node = bookNodes.find((n) => n.name === book.title);
      expect(node, book.title).toBeDefined();
      expect(node).toMatchObject({
        numberOfPages: Math.ceil(book.wordCount / WORDS_PER_PAGE),
        url: bookUrl(SITE_URL, book.id),
        author: { '@type': 'Person', name: AUTHOR_NAME },
      });
      expect(node?.offers).toContainEqual(
        expect.objectContaining({
          '@type': 'Offer',
          priceCurrency: STRUCTURED_DATA_CURRENCY,
          price: book.price.toFixed(2),
        }),
      );
      expect(node).not.toHaveProperty('isbn');
    }

    const seriesNodes = nodes.filter((n) => n['@type'] === 'BookSeries');
    expect(seriesNodes.map((n) => n.name)).toEqual(bookSeries.map((s) => s.name));
    const clinic = seriesNodes.find((n) => n.name === 'The Clinic Binge Series');
    expect(clinic?.hasPart).toHaveLength(7);
  } finally {
    await close();
  }
});

test(`${BOOK_PAGE.path} declares the page about the Book, its series and both its offers`, async ({
  request,
  browser,
}) => {
  const { book } = BOOK_PAGE;
  const { page, close } = await fetchHtml(request, browser, BOOK_PAGE.path);
  try {
    const nodes = nodesOf(await structuredData(page));
    expect(nodes.find((n) => n['@type'] === 'ItemPage')).toMatchObject({
      url: onSite(BOOK_PAGE.path),
      mainEntity: { '@id': bookUrl(SITE_URL, book.id) },
    });
    const node = nodes.find((n) => n['@type'] === 'Book');
    expect(node).toMatchObject({
      '@id': bookUrl(SITE_URL, book.id),
      name: book.title,
      isPartOf: { '@type': 'BookSeries', name: book.series },
      position: book.seriesOrder,
    });
    expect(node?.offers).toEqual([
      expect.objectContaining({ price: book.price.toFixed(2), url: book.amazonLink }),
      expect.objectContaining({ price: book.directPrice!.toFixed(2), url: bookUrl(SITE_URL, book.id) }),
    ]);
    expect(node).not.toHaveProperty('isbn');
  } finally {
    await close();
  }
});

test('/short-stories is prerendered with the stories in it', async ({ request, browser }) => {
  const { page, close } = await fetchHtml(request, browser, '/short-stories');
  try {
    await expect(page.locator('#root article h2')).toHaveText(
      [...shortStories.filter((s) => s.featured), ...shortStories.filter((s) => !s.featured)].map((s) => s.title),
    );
  } finally {
    await close();
  }
});

test('an unknown path answers 404 with the 404 screen in its HTML, not indexed', async ({ request, browser }) => {
  const { response, page, close } = await fetchHtml(request, browser, '/no-such-page/anywhere');
  try {
    expect(response.status()).toBe(404);
    await expect(page.locator('#root h1')).toHaveText(uiText.notFound.heading);
    await expect(page.locator('#root')).toContainText(uiText.notFound.text);
    expect(await page.title()).toBe(notFoundMeta(AUTHOR_NAME).title);
    expect(await metaContent(page, 'robots')).toBe('noindex');
  } finally {
    await close();
  }
});

test('/admin is served with an empty root (never prerendered) and is not indexed', async ({ request, browser }) => {
  const { response, page, close } = await fetchHtml(request, browser, '/admin');
  try {
    expect(response.status()).toBe(200);
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await metaContent(page, 'robots')).toBe('noindex');
  } finally {
    await close();
  }
});

test('robots.txt allows the site, keeps crawlers out of /admin and /api/, and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      `Sitemap: ${SITE_URL}/sitemap.xml`,
    ]),
  );
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${onSite('/books')}</loc>`);
});
