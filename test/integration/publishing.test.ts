import { describe, expect, it } from 'vitest';
import type { Book } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import type { Piece, SiteOverview } from '../../functions/contract/site-content';
import { ANALYTICS_OTHER } from '../../functions/contract/analytics';
import { countedPage } from '../../functions/core/analytics/site-pages';
import { publishSite } from '../../functions/core/publishing/publish-site';
import { booksOnSale } from '../../functions/core/sales/offers';
import { deps } from '../../functions/lib/deps';
import { renderSite } from '@build/renderer';
import kit from '@build/render-kit';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { fromTheSeedAndBack, liveKeys, liveSite, publishHerSite } from '../support/site-content';

/**
 * Publishing as it runs: the admin's route asks the publisher function (through the local stack's
 * Lambda stand-in, as through Lambda in the cloud), which renders her pages from the table with
 * the build's renderer, writes the changed ones to the site bucket, names new pages to the edge's
 * router (the published-pages key value store) and takes the changed paths out of the edge's
 * cache; readers then get them through the local CloudFront. The tests run in order.
 */

const FOURTEENTH_ID = 'the-fourteenth-door';
const fourteenth: Book = {
  ...seedContent.books.find((book) => book.id === 'patient-92')!,
  id: FOURTEENTH_ID,
  title: 'The Fourteenth Door',
  subtitle: null,
  series: null,
  seriesOrder: null,
  caption: 'A door that was never in the house opens onto the winter she lost.',
  cover: `/covers/${FOURTEENTH_ID}.svg`,
  directPurchaseAvailable: false,
  directPrice: null,
  epubFilename: null,
  retailLinks: [
    { format: 'ebook', retailer: 'Kobo', url: 'https://www.kobo.com/ebook/the-fourteenth-door' },
    { format: 'paperback', retailer: 'Barnes & Noble', url: 'https://www.barnesandnoble.com/w/the-fourteenth-door' },
  ],
};

describe('publishing her site', () => {
  // The worker's other files read the site as the build wrote it: publish the seed again.
  fromTheSeedAndBack();

  it('publishes nothing new while her content is the build’s own', async () => {
    // Only Buy Direct differs: the build's pages have none, and a sales test in this worker may have linked a book.
    const onSale = await booksOnSale(deps(), seedContent);
    const buyDirectPaths = onSale.length ? ['/books', '/site-content.json', ...onSale.map((id) => `/books/${id}`)] : [];
    expect((await publishHerSite()).changedPaths.filter((path) => !buyDirectPaths.includes(path))).toEqual([]);
    const { publishedAt, pieces } = await (await invoke('getSiteOverview')).json<SiteOverview>();
    expect(publishedAt).not.toBeNull();
    for (const piece of pieces) expect(piece.publishedVersion).toBe(piece.version);
  });

  it('makes a 14th book live: its own page routed and served, /books and its JSON-LD listing it, its cover drawn', async () => {
    expect((await rawRequest('GET', `/books/${FOURTEENTH_ID}`)).status).toBe(404);
    const saved = await invoke('saveSitePiece', {
      params: { kind: 'book', id: FOURTEENTH_ID },
      body: { body: fourteenth, expectedVersion: 0 },
    });
    expect(saved.status, saved.text).toBe(200);
    // Saved is not live: readers still get the 404 page.
    expect((await rawRequest('GET', `/books/${FOURTEENTH_ID}`)).status).toBe(404);

    const { changedPaths } = await publishHerSite();
    expect(changedPaths).toEqual(
      expect.arrayContaining([
        '/books',
        `/books/${FOURTEENTH_ID}`,
        `/covers/${FOURTEENTH_ID}.svg`,
        '/site-content.json',
      ]),
    );
    // The home page shows no book list; the other books' pages do not change.
    expect(changedPaths).not.toContain('/books/patient-92');

    const page = await rawRequest('GET', `/books/${FOURTEENTH_ID}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>The Fourteenth Door');
    expect(page.text).toContain('https://www.kobo.com/ebook/the-fourteenth-door');
    expect(page.text).toContain('https://www.barnesandnoble.com/w/the-fourteenth-door');
    expect((await rawRequest('GET', `/books/${FOURTEENTH_ID}/`)).status).toBe(200);

    const books = await rawRequest('GET', '/books');
    expect(books.status).toBe(200);
    expect(books.text).toContain('The Fourteenth Door');
    expect(books.text).toContain(`"url":"${deps().siteUrl}/books/${FOURTEENTH_ID}"`);
    expect(books.text).toContain('All 14 books');

    const cover = await rawRequest('GET', `/covers/${FOURTEENTH_ID}.svg`);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const { pieces } = await (await invoke('getSiteOverview')).json<SiteOverview>();
    expect(pieces.find((piece) => piece.id === FOURTEENTH_ID)).toMatchObject({ version: 1, publishedVersion: 1 });

    // Crawlers find it in the sitemap; analytics counts its page as itself once its list is read again.
    const sitemap = await rawRequest('GET', '/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${deps().siteUrl}/books/${FOURTEENTH_ID}</loc>`);
    const later = { ...deps(), now: () => new Date(Date.now() + 61_000) };
    expect(await countedPage(later, `/books/${FOURTEENTH_ID}/`)).toBe(`/books/${FOURTEENTH_ID}`);
    expect(await countedPage(later, '/books/patient-92')).toBe('/books/patient-92');
    expect(await countedPage(later, '/books/no-such-book')).toBe(ANALYTICS_OTHER);
  });

  it('previews an unsaved change on its page and writes nothing', async () => {
    const before = await liveSite();
    const { body } = await (await invoke('getSitePiece', { params: { kind: 'page', id: 'about' } })).json<Piece>();
    const about = body as (typeof seedContent)['pages']['about'];
    const reply = await invoke('previewSitePiece', {
      params: { kind: 'page', id: 'about' },
      body: { body: { ...about, intro: 'A preview nobody else sees.' } },
    });
    expect(reply.status, reply.text).toBe(200);
    const preview = reply.json<{ path: string; html: string }>();
    expect(preview.path).toBe('/about');
    expect(preview.html).toContain('A preview nobody else sees.');
    expect(await liveSite()).toEqual(before);
    expect((await rawRequest('GET', '/about')).text).not.toContain('A preview nobody else sees.');
  });

  it('a render that fails half-way leaves every live page byte-identical and nothing marked published', async () => {
    const saved = await invoke('getSitePiece', { params: { kind: 'book', id: FOURTEENTH_ID } });
    const { version } = saved.json<Piece>();
    expect(
      (
        await invoke('saveSitePiece', {
          params: { kind: 'book', id: FOURTEENTH_ID },
          body: { body: { ...fourteenth, title: 'Never Seen' }, expectedVersion: version },
        })
      ).status,
    ).toBe(200);
    const before = await liveSite();
    // The real renderer renders every page, then the run dies before it hands them over.
    const failing = async (content: Parameters<typeof renderSite>[0]) => {
      const files = await renderSite(content, kit, { siteUrl: deps().siteUrl });
      expect([...files.values()].some((file) => file.body.includes('Never Seen'))).toBe(true);
      throw new Error('The renderer stopped half-way');
    };
    await expect(publishSite(deps(), failing)).rejects.toThrow('half-way');
    expect(await liveSite()).toEqual(before);
    const { pieces } = await (await invoke('getSiteOverview')).json<SiteOverview>();
    expect(pieces.find((piece) => piece.id === FOURTEENTH_ID)).toMatchObject({
      version: version + 1,
      publishedVersion: version,
    });
  });

  it('takes a book off the site and puts it back: its page the 404 page, gone from /books and the sitemap, the series still whole', async () => {
    const setRemoved = async (id: string, removed: boolean) => {
      const { version } = (await invoke('getSitePiece', { params: { kind: 'book', id } })).json<Piece>();
      return invoke('setSitePieceRemoved', {
        params: { kind: 'book', id },
        body: { removed, expectedVersion: version },
      });
    };
    // A book a series lists stays until the series lets it go, in words.
    const listed = await setRemoved('patient-92', true);
    expect(listed.status).toBe(409);
    expect(listed.json<{ message: string }>().message).toMatch(/series “.+” lists this book/);

    // A book the build had (its path in the edge's own list) and one published since.
    const built = 'the-drivers-promise';
    for (const id of [built, FOURTEENTH_ID]) expect((await setRemoved(id, true)).status).toBe(200);
    expect((await setRemoved(built, true)).status).toBe(409);
    const { pieces } = await (await invoke('getSiteOverview')).json<SiteOverview>();
    expect(pieces.find((piece) => piece.id === built)).toMatchObject({ removed: true, version: 2 });
    // Taken off is not live until Publish.
    expect((await rawRequest('GET', `/books/${built}`)).status).toBe(200);

    const { changedPaths } = await publishHerSite();
    expect(changedPaths).toEqual(expect.arrayContaining(['/books', `/books/${built}`, `/books/${FOURTEENTH_ID}`]));
    // Taken off is what went live: nothing waits for the next Publish.
    const published = (await (await invoke('getSiteOverview')).json<SiteOverview>()).pieces;
    expect(published.find((piece) => piece.id === built)).toMatchObject({
      removed: true,
      version: 2,
      publishedVersion: 2,
    });
    for (const id of [built, FOURTEENTH_ID]) {
      const gone = await rawRequest('GET', `/books/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.text).not.toContain('<title>The Driver');
      expect(await liveKeys()).not.toContain(`books/${id}/index.html`);
    }
    const books = await rawRequest('GET', '/books');
    expect(books.text).not.toContain(`/books/${built}"`);
    expect(books.text).toContain('All 12 books');
    expect((await rawRequest('GET', '/sitemap.xml')).text).not.toContain(`/books/${built}</loc>`);
    const history = (await invoke('listSitePieceHistory', { params: { kind: 'book', id: built } })).json<{
      versions: { version: number; removed?: boolean }[];
    }>();
    expect(history.versions[0]).toMatchObject({ version: 2, removed: true });

    expect((await setRemoved(built, false)).status).toBe(200);
    await publishHerSite();
    const back = await rawRequest('GET', `/books/${built}`);
    expect(back.status).toBe(200);
    expect(back.text).toContain(seedContent.books.find((book) => book.id === built)!.title);
    expect((await rawRequest('GET', '/books')).text).toContain('All 13 books');
  });
});
