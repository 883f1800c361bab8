import { readFileSync } from 'node:fs';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { seedContent } from '../../content/seed/seed';
import { describe, expect, it, vi } from 'vitest';
import { books } from '../../content/seed/books';
import { bookPagesOf } from '../../content/book-pages';
import { bookPageMeta, bookUrl } from '../../content/page-table';
import type { Book } from '../../content/schemas';
import { bookPageStructuredData, structuredDataFor } from '../../frontend/src/components/json-ld';
import { BookGrid, BookPageView, bookPageProps } from '../../frontend/src/features/books';
import { PublishedSiteContext, publishedSiteOf } from '../../frontend/src/lib/site-content';

/**
 * A book's page (`/books/<id>`) as the prerender draws it from its props, its JSON-LD, and the
 * /books cards that lead to it.
 */
type JsonLd = Record<string, unknown>;

// The module the frontend's build makes from the route table (frontend/vite.config.ts), made here
// the same way: the Buy Direct form posts to the route's path.
vi.mock('virtual:route-table', async () => {
  const { routes } = await import('../../functions/contract/routes');
  const table = Object.fromEntries(
    Object.entries(routes).map(([name, r]) => [name, { method: r.method, path: r.path, access: r.access }]),
  );
  return { routeTable: table };
});

const book = (id: string) => books.find((entry) => entry.id === id)!;
/** The origin the pages are rendered on (a deployment's own in use). */
const SITE_URL = 'https://author.example';
/** Drawn as the renderer draws it: within the published site (the seed's, on SITE_URL), which its head tags and cards read. */
const render = (element: ReactElement) =>
  renderToString(
    createElement(
      PublishedSiteContext,
      { value: publishedSiteOf({ content: seedContent, siteUrl: SITE_URL, files: [], onSale: [] }) },
      element,
    ),
  );
const page = (entry: Book) => render(createElement(BookPageView, bookPageProps(entry, seedContent)));
const all = { hasFile: () => true, content: seedContent, siteUrl: SITE_URL };
const attribute = (text: string) => text.replace(/&/g, '&amp;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const graphOf = (documents: JsonLd[]) => documents.flatMap((doc) => doc['@graph'] as JsonLd[]);
const nodeOf = (documents: JsonLd[], type: string) => graphOf(documents).find((node) => node['@type'] === type)!;

describe("a book's page", () => {
  it('shows the cover at its size, the title, the blurb, Read Sample and the bookstore', () => {
    const veil = book('the-veil-lives');
    const html = page(veil);
    expect(html).toMatch(
      /<img src="\/covers\/the-veil-lives-640w\.webp"[^>]* width="400" height="600" alt="Cover of The Veil Lives"/,
    );
    expect(html).toContain('<h1 id="book-title"');
    expect(html).toContain('>The Veil Lives</h1>');
    expect(html).toContain(veil.subtitle!);
    expect(html).toContain(veil.description);
    const store = escapeRegExp(attribute(veil.purchaseLink));
    expect(html).toMatch(new RegExp(`href="${store}"[^>]*>Buy on Amazon`));
    // No sample link yet: Read Sample goes to the bookstore, as on /books.
    expect(veil.sampleLink).toBeNull();
    expect(html).toMatch(new RegExp(`href="${store}"[^>]*>Read Sample`));
    expect(html).toContain('aria-label="Breadcrumb"');
  });

  it('shows the ISBN once the book has one', () => {
    expect(page(book('genesis'))).not.toContain('ISBN');
    expect(page({ ...book('genesis'), isbn: '9780306406157' })).toContain(' · ISBN 9780306406157');
  });

  it('lists its series in reading order, linking the other books and marking this one', () => {
    const html = page(book('rebirth'));
    const entries = [...html.matchAll(/<li>(?:<a href="([^"]+)"[^>]*>|<span aria-current="page"[^>]*>)Book (\d)/g)].map(
      ([, href, order]) => `${order} ${href ?? 'this book'}`,
    );
    expect(entries).toEqual([
      '1 /books/patient-92',
      '2 /books/let-the-dead-rest',
      '3 this book',
      '4 /books/genesis',
      '5 /books/step-back',
      '6 /books/nexus-of-lies',
      '7 /books/final-reckoning',
    ]);
    expect(page(book('voss-trials'))).not.toContain('series-heading');
  });

  it('offers Buy Direct, a plain form, only for a book the publisher says is on sale', () => {
    const onSale = (entry: Book) =>
      render(createElement(BookPageView, bookPageProps(entry, seedContent, undefined, true)));
    expect(onSale(book('true-veil'))).toContain('Buy Direct $2.99');
    expect(onSale(book('true-veil'))).toContain('action="/api/sales/buy"');
    expect(onSale(book('true-veil'))).not.toContain('data-island');
    // Sold direct in her content but no EPUB linked (not on sale): no button, and no "coming soon" either.
    expect(page(book('true-veil'))).not.toContain('Buy Direct');
    expect(page(book('true-veil'))).not.toMatch(/coming soon/i);
    expect(onSale(book('patient-92'))).not.toContain('Buy Direct');
  });

  it('has a button per format and retailer: the bookstore’s ebook first, then each link the book has', () => {
    const withLinks: Book = {
      ...book('genesis'),
      retailLinks: [
        { format: 'paperback', retailer: 'Kobo', url: 'https://www.kobo.com/genesis' },
        { format: 'audiobook', retailer: 'Audible', url: 'https://www.audible.com/genesis' },
      ],
    };
    const { stores } = bookPageProps(withLinks, seedContent);
    expect(stores).toEqual([
      { label: 'Buy on Amazon', href: withLinks.purchaseLink },
      { label: 'Paperback on Kobo', href: 'https://www.kobo.com/genesis' },
      { label: 'Audiobook on Audible', href: 'https://www.audible.com/genesis' },
    ]);
    expect(page(withLinks)).toMatch(/href="https:\/\/www\.kobo\.com\/genesis"[^>]*>Paperback on Kobo/);
  });

  it('is drawn from its props alone: its view imports no catalogue, page table or words', () => {
    const source = readFileSync('frontend/src/features/books/components/book-page-view.tsx', 'utf8');
    expect(source).not.toMatch(/^import (?!type)[^;]*'@content\//m);
  });
});

describe("a book's page JSON-LD", () => {
  it('is the page (breadcrumb Home › Books › the book) about the Book, with both offers of a book sold direct', () => {
    const veil = book('true-veil');
    const documents = structuredDataFor('/books/true-veil', all) as JsonLd[];
    const itemPage = nodeOf(documents, 'ItemPage');
    expect(itemPage).toMatchObject({
      url: `${SITE_URL}/books/true-veil`,
      mainEntity: { '@id': bookUrl(SITE_URL, veil.id) },
    });
    expect((itemPage.breadcrumb as { itemListElement: { name: string; item: string }[] }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Books', item: `${SITE_URL}/books` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'True Veil: The Veil Song Chronicles, Book 1',
        item: `${SITE_URL}/books/true-veil`,
      },
    ]);
    const node = nodeOf(documents, 'Book');
    expect(node).toMatchObject({ '@id': `${SITE_URL}/books/true-veil`, name: 'True Veil', position: 1 });
    expect(node).not.toHaveProperty('isbn');
    expect(node.offers).toEqual([
      expect.objectContaining({ price: veil.price.toFixed(2), priceCurrency: 'USD', url: veil.amazonLink }),
      expect.objectContaining({
        price: veil.directPrice!.toFixed(2),
        priceCurrency: 'USD',
        url: bookUrl(SITE_URL, veil.id),
      }),
    ]);
  });

  it('claims the ISBN once the book has one, and only the bookstore’s offer for a book not sold direct', () => {
    const patient = { ...book('patient-92'), isbn: '9780306406157' };
    const node = nodeOf(bookPageStructuredData(patient, bookPageMeta(patient, seedContent.author.name), all), 'Book');
    expect(node.isbn).toBe('9780306406157');
    expect(node.offers).toEqual([
      expect.objectContaining({ price: patient.price.toFixed(2), url: patient.amazonLink }),
    ]);
  });

  it('is none for a slug that is no book', () => {
    expect(structuredDataFor('/books/no-such-book', all)).toEqual([]);
    expect(bookPagesOf(books, seedContent.author.name)).toHaveLength(books.length);
  });
});

describe('/books', () => {
  it('links each book’s title and cover to its page, and keeps the card’s id for /books#<id> links', () => {
    const html = render(createElement(BookGrid, { books }));
    for (const entry of books) {
      expect(html).toContain(`<article id="${entry.id}"`);
      const links = html.match(new RegExp(`<a href="/books/${entry.id}"`, 'g'));
      expect(links, entry.id).toHaveLength(2);
    }
  });
});
