import { beforeAll, describe, expect, it } from 'vitest';
import type { Book } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { NO_SUCH_BOOK, NOT_SOLD_DIRECT } from '../../functions/core/sales/checkout';
import { rawRequest } from '../support/http';
import { ADMIN_CLAIMS, invoke } from '../support/invoke';
import { seenPage } from '../support/reader-view';
import { publishHerSite, resetSiteContent } from '../support/site-content';
import { settledWritesSnapshot, writesSnapshot } from '../support/writes';
import { mailTo, uniqueDomain } from './downloads-calls';
import { bookInBooks, buy, stripe, thankYouOnceReady } from './sales-helpers';

/**
 * Buy Direct sells her books as her site was last published, with the real handlers, the
 * publisher and the Stripe stand-in: a 14th book she adds in Site, gives an EPUB in Books and
 * publishes can be bought and its order fulfilled; publishing decides its Buy Direct button; a
 * book not on sale is refused in words and nothing is written.
 */

const ID = 'the-lantern-keeper';
const TITLE = 'The Lantern Keeper';
const lanternKeeper: Book = {
  ...seedContent.books.find((book) => book.id === 'the-drivers-promise')!,
  id: ID,
  title: TITLE,
  subtitle: null,
  series: null,
  seriesOrder: null,
  caption: 'Every night the lighthouse keeps one more light than it has lamps.',
  cover: `/covers/${ID}.svg`,
  coverImage: null,
  directPurchaseAvailable: true,
  directPrice: 3.49,
  epubFilename: `${ID}.epub`,
  retailLinks: [],
};

/** The Buy Direct buttons of a page as a reader's browser shows them. */
const buyDirectButtons = (html: string) =>
  seenPage(html)
    .forms.flatMap((form) => form.buttons.map((button) => button.text))
    .filter((text) => text.startsWith('Buy Direct'));
/** What a reader gets at `path` through the local CloudFront: the published page. */
const livePage = async (path: string) => {
  const page = await rawRequest('GET', path);
  expect(page.status).toBe(200);
  return page.text;
};
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('Buy Direct of her published books', () => {
  beforeAll(resetSiteContent);

  it('refuses in words, writing nothing, a book her site does not have, one not sold direct, and a malformed id', async () => {
    const before = await settledWritesSnapshot();
    const unknown = await invoke('checkout', { body: { bookId: ID } });
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe(NO_SUCH_BOOK);
    const notDirect = await invoke('checkout', { body: { bookId: 'patient-92' } });
    expect(notDirect.status).toBe(409);
    expect(notDirect.json().message).toBe(NOT_SOLD_DIRECT);
    const form = await invoke('buyDirect', { form: 'bookId=patient-92' });
    expect(form.status).toBe(409);
    expect(form.text).toContain('can’t be bought direct on this site right now');
    const malformed = await invoke('checkout', { body: { bookId: 'Not a book!' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json<{ issues: { message: string }[] }>().issues[0]!.message).toMatch(/Books page/);
    expect(await writesSnapshot()).toBe(before);
  });

  it('a 14th book added in Site, linked to an EPUB in Books and published, is sold direct and its order fulfilled', async () => {
    const saved = await invoke('saveSitePiece', {
      params: { kind: 'book', id: ID },
      body: { body: lanternKeeper, expectedVersion: 0 },
    });
    expect(saved.status, saved.text).toBe(200);
    // Books offers her saved books, the new one too, to sell an EPUB as.
    const list = await invoke('listEbooks');
    expect(list.json<{ catalogue: { id: string }[] }>().catalogue.map((book) => book.id)).toContain(ID);
    await bookInBooks(`${TITLE} (EPUB)`, ID);

    // Saved and linked, not yet published: her pages do not sell it, and neither does the checkout.
    expect((await invoke('checkout', { body: { bookId: ID } })).status).toBe(404);
    const { changedPaths } = await publishHerSite();
    expect(changedPaths).toEqual(expect.arrayContaining(['/books', `/books/${ID}`]));
    expect(buyDirectButtons(await livePage(`/books/${ID}`))).toEqual(['Buy Direct $3.49']);
    expect(buyDirectButtons(await livePage('/books'))).toContain('Buy Direct $3.49');

    const offers = (await invoke('salesOffers')).json<{ offers: unknown[] }>().offers;
    expect(offers).toContainEqual({ bookId: ID, price: 3.49, currency: 'usd' });
    const checkout = await invoke('checkout', { body: { bookId: ID } });
    expect(checkout.status, checkout.text).toBe(200);
    const { url } = checkout.json<{ url: string }>();
    const sessionId = sessionIdOf(url);
    expect(await stripe().checkout.sessions.retrieve(sessionId)).toMatchObject({
      amount_total: 349,
      metadata: { bookId: ID },
    });

    const domain = uniqueDomain('lantern');
    const paid = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: `reader@${domain}`,
        name: 'Lee Reader',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
        country: 'CA',
      }),
    });
    expect(paid.status).toBe(303);
    const thanks = await thankYouOnceReady(sessionId);
    expect(thanks.status, thanks.text).toBe(200);
    // The order and its receipt name the book by the title she gave it in Site.
    expect(seenPage(thanks.text).forms.flatMap((f) => f.buttons.map((b) => b.text))).toContain(`Download ${TITLE}`);
    const pressed = await invoke('orderDownload', { params: { ref: sessionId }, form: '' });
    expect(pressed.status).toBe(303);
    const mail = await mailTo(domain);
    expect(mail.map((m) => m.subject)).toContain(`Your copy of ${TITLE}`);
  });

  it('once its EPUB is unlinked, the checkout refuses it in words, and the next publish takes its Buy Direct off with no "coming soon"', async () => {
    const { books } = (await invoke('listEbooks')).json<{ books: { id: string; sellsBookId?: string }[] }>();
    const ebook = books.find((book) => book.sellsBookId === ID)!;
    expect((await invoke('updateEbook', { params: { bookId: ebook.id }, body: { sellsBookId: null } })).status).toBe(
      200,
    );
    const refused = await invoke('checkout', { body: { bookId: ID } });
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(NOT_SOLD_DIRECT);

    await publishHerSite();
    for (const path of [`/books/${ID}`, '/books/patient-92']) {
      const html = await livePage(path);
      expect(buyDirectButtons(html)).toEqual([]);
      expect(html).not.toMatch(/coming soon/i);
      expect(html).not.toContain('role="dialog"');
    }
    // A book she sells direct is given a book of hers to sell as only: another id is refused in words.
    const stranger = await invoke('updateEbook', {
      params: { bookId: ebook.id },
      body: { sellsBookId: 'no-such-book' },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.json().message).toMatch(/not one of your books/);
  });

  it('a book she takes off keeps its title for its buyers, even one whose payment lands after: receipt, library and Sales name it, and it downloads', async () => {
    const claims = { ...ADMIN_CLAIMS, email: 'rowan@example.com' };
    const { version } = (await invoke('getSitePiece', { params: { kind: 'book', id: ID } })).json<{
      version: number;
    }>();
    const off = await invoke('setSitePieceRemoved', {
      params: { kind: 'book', id: ID },
      body: { removed: true, expectedVersion: version },
      claims,
    });
    expect(off.status, off.text).toBe(200);
    await publishHerSite();
    expect((await rawRequest('GET', `/books/${ID}`)).status).toBe(404);

    // A checkout opened while the book was on sale is paid after she took it off.
    const domain = uniqueDomain('taken-off');
    const buyer = `buyer@${domain}`;
    const { sessionId } = await buy({ email: buyer, bookId: ID, ebookTitle: `${TITLE} (sold as it went off)` });
    const receipt = (await mailTo(domain)).find((mail) => mail.subject.startsWith('Your copy of'))!;
    expect(receipt.subject).toBe(`Your copy of ${TITLE}`);
    const token = /\/api\/sales\/library\/([A-Za-z0-9_-]{43})/.exec(receipt.body.text!)![1]!;
    const library = await invoke('libraryPage', { params: { token } });
    expect(library.status, library.text).toBe(200);
    expect(seenPage(library.text).forms.flatMap((f) => f.buttons.map((b) => b.text))).toContain(`Download ${TITLE}`);
    const ref = /action="\/api\/sales\/orders\/([^"]+)"/.exec(library.text)![1]!;
    const pressed = await invoke('orderDownload', { params: { ref }, form: '' });
    expect(pressed.status, pressed.text).toBe(303);
    expect(pressed.headers.location).toMatch(/^http/);

    // Her Sales name the order by the book's title too.
    const desk = await invoke('getSalesFigures', { claims });
    expect(desk.status, desk.text).toBe(200);
    const { orders } = desk.json<{ orders: { sessionId: string; title: string }[] }>();
    expect(orders.find((order) => order.sessionId === sessionId)?.title).toBe(TITLE);
  });
});
