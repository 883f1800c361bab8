import { bookPageMeta, bookPagePath } from '@content/page-table';
import type { Book, PageMeta, SiteContent } from '@content/schemas';
import { uiText } from '@content/ui-text';
import type { ImageSources } from '@frontend/components/drawing-image';
import { bookCoverSources } from '@frontend/lib/book-cover';
import { readSampleHref, seriesLabel, storeButtonLabel } from './book-links';

/** A button's words and where it goes. */
export interface PageLink {
  label: string;
  href: string;
}

/**
 * Everything a book's page shows, as data: the page's view (components/book-page-view.tsx) reads
 * nothing else, so whoever renders it (the build's prerender today, a publishing function once the
 * catalogue is in the table) passes it the book and what surrounds it.
 */
export interface BookPageProps {
  meta: PageMeta;
  book: Pick<Book, 'id' | 'title' | 'genre' | 'caption' | 'description' | 'purchaseLink' | 'isbn'>;
  /** Buy Direct at this price, when the book is on sale direct (the publisher's decision); else none. */
  buyDirect: { price: number } | null;
  /** Her picture (`picture`: fitted to the 2:3 box) or the generated drawing. */
  cover: ImageSources & { alt: string; picture: boolean };
  /** "The Veil Song Chronicles · Book 1", or null for a standalone. */
  seriesLabel: string | null;
  /** The subtitle, unless it only names the series and place that `seriesLabel` already shows. */
  subtitle: string | null;
  /** The book's series, its books in reading order (this one `current`), or null for a standalone. */
  series: { name: string; books: { label: string; href: string; current: boolean }[] } | null;
  sample: PageLink;
  /** One button per format and retailer: the bookstore's ebook first, then the book's other links. */
  stores: PageLink[];
  /** What the page says of the author: her name, linked to her page. */
  author: PageLink;
  /** "June 14, 2024". */
  published: string;
  text: typeof uiText.books.page & Pick<typeof uiText.books, 'heading'>;
}

const publishedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The props of `book`'s page, from her site's content (the catalogue it is in: its series' other
 * books; her name; her bookstore), which files the site holds (a generated cover's renditions; all
 * unless told) and whether the book is on sale direct (none unless told).
 */
export function bookPageProps(
  book: Book,
  { books: catalogue, author, links }: Pick<SiteContent, 'books' | 'author' | 'links'>,
  hasFile?: (sitePath: string) => boolean,
  onSale = false,
): BookPageProps {
  const text = uiText.books.page;
  const siblings = book.series
    ? catalogue
        .filter((other) => other.series === book.series)
        .sort((a, b) => (a.seriesOrder ?? 0) - (b.seriesOrder ?? 0))
    : [];
  return {
    meta: bookPageMeta(book, author.name),
    book,
    buyDirect: onSale && book.directPrice !== null ? { price: book.directPrice } : null,
    cover: {
      ...bookCoverSources(book, hasFile),
      alt: `${uiText.books.coverAlt} ${book.title}`,
      picture: book.coverImage !== null,
    },
    seriesLabel: seriesLabel(book),
    subtitle: book.series && book.subtitle?.startsWith(book.series) ? null : book.subtitle,
    series: book.series
      ? {
          name: book.series,
          books: siblings.map((other) => ({
            label: `${uiText.books.bookInSeries} ${other.seriesOrder}: ${other.title}`,
            href: bookPagePath(other.id),
            current: other.id === book.id,
          })),
        }
      : null,
    sample: { label: uiText.books.readSample, href: readSampleHref(book) },
    stores: [
      { label: storeButtonLabel(book, links.amazon.label), href: book.purchaseLink },
      ...book.retailLinks.map((link) => ({
        label: `${text.formats[link.format]} ${text.on} ${link.retailer}`,
        href: link.url,
      })),
    ],
    author: { label: author.name, href: '/about' },
    published: publishedDate.format(new Date(book.publicationDate)),
    text: { ...text, heading: uiText.books.heading },
  };
}
