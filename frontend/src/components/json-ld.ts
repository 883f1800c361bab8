import { pageCount } from '@content/books';
import { bookPagesOf } from '@content/book-pages';
import { PUBLIC_ROUTES, pageMeta, type PublicRoute } from '@content/page-table';
import type { Author, Book, BookSeries, PageMeta, SiteContent } from '@content/schemas';
import { SITE_DESCRIPTION, SITE_LANGUAGE, SITE_NAME, absoluteUrl } from '@content/site';
import { STRUCTURED_DATA_CURRENCY } from '@contract/constants';
import { bookCoverFile } from '../lib/book-cover';

/**
 * The site's structured data (docs/SPEC.md §1: author, book, book series, website), as schema.org JSON-LD
 * documents per page, drawn from her site's content. The renderer (render/render-site.tsx) writes
 * them into each page's <head>; crawlers are their only readers, so the browser bundle never
 * carries this module.
 */

type JsonLd = Record<string, unknown>;

const SCHEMA_ORG = 'https://schema.org';
const PERSON_ID = absoluteUrl('/#author');
const WEBSITE_ID = absoluteUrl('/#website');

/** A short reference to the author, for `author` and `publisher` fields. */
const authorRef = (author: Author) => ({ '@type': 'Person', '@id': PERSON_ID, name: author.name, url: author.website });

export interface StructuredDataOptions {
  /** `image` is only claimed for files the site holds. */
  hasFile: (sitePath: string) => boolean;
  /** What the pages are drawn from: her published content. */
  content: SiteContent;
}

function person({ hasFile, content: { author } }: StructuredDataOptions): JsonLd {
  return {
    ...authorRef(author),
    description: author.bio[0],
    jobTitle: 'Author',
    knowsAbout: author.genres,
    address: {
      '@type': 'PostalAddress',
      addressLocality: author.location.city,
      addressRegion: author.location.region,
      addressCountry: author.location.countryCode,
    },
    ...(hasFile(author.photo) ? { image: absoluteUrl(author.photo) } : {}),
    sameAs: Object.values(author.social)
      .filter((link) => !link.placeholder)
      .map((link) => link.href),
  };
}

function webSite(): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: SITE_NAME,
    url: absoluteUrl('/'),
    description: SITE_DESCRIPTION,
    inLanguage: SITE_LANGUAGE,
    author: { '@id': PERSON_ID },
    publisher: { '@id': PERSON_ID },
  };
}

const seriesUrl = (series: BookSeries) => absoluteUrl(`/books#${series.id}`);

function book(entry: Book, { hasFile, content }: StructuredDataOptions): JsonLd {
  const series = content.series.find((s) => s.name === entry.series);
  const cover = bookCoverFile(entry);
  return {
    '@type': 'Book',
    '@id': entry.universalBookLink,
    url: entry.universalBookLink,
    name: entry.title,
    ...(entry.subtitle ? { alternativeHeadline: entry.subtitle } : {}),
    author: authorRef(content.author),
    genre: entry.genre,
    description: entry.description,
    datePublished: entry.publicationDate,
    inLanguage: SITE_LANGUAGE,
    bookFormat: `${SCHEMA_ORG}/EBook`,
    // docs/SPEC.md §5/§9: pages = wordCount / 250, rounded up. A book without its ISBN claims none.
    numberOfPages: pageCount(entry),
    ...(entry.isbn ? { isbn: entry.isbn } : {}),
    ...(hasFile(cover) ? { image: absoluteUrl(cover) } : {}),
    ...(series
      ? {
          isPartOf: { '@type': 'BookSeries', '@id': seriesUrl(series), name: series.name },
          position: entry.seriesOrder,
        }
      : {}),
    offers: offers(entry),
  };
}

/** Where the book is sold at a price: the bookstore's ebook, and this site's own when it sells it direct. */
function offers(entry: Book): JsonLd[] {
  const offer = (price: number, url: string): JsonLd => ({
    '@type': 'Offer',
    price: price.toFixed(2),
    priceCurrency: STRUCTURED_DATA_CURRENCY,
    availability: `${SCHEMA_ORG}/InStock`,
    url,
  });
  return [
    offer(entry.price, entry.amazonLink),
    ...(entry.directPurchaseAvailable && entry.directPrice !== null
      ? [offer(entry.directPrice, entry.universalBookLink)]
      : []),
  ];
}

/** A series with its declared books (docs/SPEC.md §9: the Clinic series is declared with 7) as `hasPart`. */
function series(entry: BookSeries, { books, author }: SiteContent): JsonLd {
  return {
    '@type': 'BookSeries',
    '@id': seriesUrl(entry),
    url: seriesUrl(entry),
    name: entry.name,
    description: entry.description,
    genre: entry.genre,
    author: authorRef(author),
    inLanguage: SITE_LANGUAGE,
    hasPart: entry.bookIds.map((id, index) => {
      const part = books.find((b) => b.id === id);
      if (!part) throw new Error(`Series "${entry.name}" lists an unknown book id "${id}"`);
      return { '@type': 'Book', '@id': part.universalBookLink, name: part.title, position: index + 1 };
    }),
  };
}

const isPublicRoute = (path: string): path is PublicRoute => (PUBLIC_ROUTES as readonly string[]).includes(path);

/** A page's name in its breadcrumb: its title without the site's name. */
const shortName = (title: string) => {
  const suffix = ` | ${SITE_NAME}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
};

/**
 * The page itself: a WebPage of the site (or the richer `type` given), published by the author,
 * with its breadcrumb from Home through the pages above it (`above`: their paths).
 */
function webPage(
  meta: PageMeta,
  author: Author,
  { type = 'WebPage', above = [] as PublicRoute[], extra = {} as JsonLd } = {},
): JsonLd {
  const url = absoluteUrl(meta.canonical);
  const trail = [
    ...above.map((path) => ({ name: shortName(pageMeta[path].title), item: absoluteUrl(pageMeta[path].canonical) })),
    { name: shortName(meta.title), item: url },
  ];
  return {
    '@type': type,
    '@id': `${url}#webpage`,
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: SITE_LANGUAGE,
    isPartOf: { '@id': WEBSITE_ID },
    publisher: authorRef(author),
    ...extra,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', item: absoluteUrl('/') }, ...trail].map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        ...step,
      })),
    },
  };
}

/**
 * A book's page: the page (an ItemPage, its breadcrumb through /books) about the book, and the book
 * with its ISBN when it has one and its offers.
 */
export function bookPageStructuredData(entry: Book, meta: PageMeta, options: StructuredDataOptions): JsonLd[] {
  const page = {
    type: 'ItemPage',
    above: ['/books'] as PublicRoute[],
    extra: { mainEntity: { '@id': entry.universalBookLink } },
  };
  const { author } = options.content;
  return [{ '@context': SCHEMA_ORG, '@graph': [webPage(meta, author, page), book(entry, options)] }];
}

/** One `@graph` document per public page and book page; `[]` for any other path (the 404 screen). */
export function structuredDataFor(path: string, options: StructuredDataOptions): JsonLd[] {
  const { content } = options;
  const graph = (nodes: JsonLd[]) => [{ '@context': SCHEMA_ORG, '@graph': nodes }];
  switch (path) {
    case '/':
      return graph([person(options), webSite()]);
    case '/about':
      return graph([
        {
          '@type': 'ProfilePage',
          url: absoluteUrl('/about'),
          isPartOf: { '@id': WEBSITE_ID },
          mainEntity: person(options),
        },
      ]);
    case '/books':
      return graph([...content.books.map((b) => book(b, options)), ...content.series.map((s) => series(s, content))]);
    default: {
      if (isPublicRoute(path)) return graph([webPage(pageMeta[path], content.author)]);
      const bookPage = bookPagesOf(content.books).find((page) => page.path === path);
      return bookPage ? bookPageStructuredData(bookPage.book, bookPage.meta, options) : [];
    }
  }
}
