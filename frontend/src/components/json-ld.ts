import { bookPagesOf, pageCount } from '@content/book-pages';
import { PUBLIC_ROUTES, bookUrl, pageMetaOf, type PublicRoute } from '@content/page-table';
import type { Author, Book, BookSeries, PageMeta, PublicSiteContent } from '@content/schemas';
import { SITE_LANGUAGE, absoluteUrl, siteDescription } from '@content/site';
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
const personId = (siteUrl: string) => absoluteUrl(siteUrl, '/#author');
const websiteId = (siteUrl: string) => absoluteUrl(siteUrl, '/#website');

/** A short reference to the author (her site's home is her website), for `author` and `publisher` fields. */
const authorRef = (author: Author, siteUrl: string) => ({
  '@type': 'Person',
  '@id': personId(siteUrl),
  name: author.name,
  url: siteUrl,
});

export interface StructuredDataOptions {
  /** `image` is only claimed for files the site holds. */
  hasFile: (sitePath: string) => boolean;
  /** What the pages are drawn from: her published content. */
  content: PublicSiteContent;
  /** The site's origin, which every URL is absolute on. */
  siteUrl: string;
}

function person({ hasFile, content: { author }, siteUrl }: StructuredDataOptions): JsonLd {
  return {
    ...authorRef(author, siteUrl),
    description: author.bio[0],
    jobTitle: 'Author',
    knowsAbout: author.genres,
    address: {
      '@type': 'PostalAddress',
      addressLocality: author.location.city,
      addressRegion: author.location.region,
      addressCountry: author.location.countryCode,
    },
    ...(hasFile(author.photo) ? { image: absoluteUrl(siteUrl, author.photo) } : {}),
    sameAs: Object.values(author.social)
      .filter((link) => !link.placeholder)
      .map((link) => link.href),
  };
}

function webSite({ content: { author }, siteUrl }: StructuredDataOptions): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: author.name,
    url: absoluteUrl(siteUrl, '/'),
    description: siteDescription(author),
    inLanguage: SITE_LANGUAGE,
    author: { '@id': personId(siteUrl) },
    publisher: { '@id': personId(siteUrl) },
  };
}

const seriesUrl = (siteUrl: string, series: BookSeries) => absoluteUrl(siteUrl, `/books#${series.id}`);

function book(entry: Book, { hasFile, content, siteUrl }: StructuredDataOptions): JsonLd {
  const series = content.series.find((s) => s.name === entry.series);
  const cover = bookCoverFile(entry);
  const url = bookUrl(siteUrl, entry.id);
  return {
    '@type': 'Book',
    '@id': url,
    url,
    name: entry.title,
    ...(entry.subtitle ? { alternativeHeadline: entry.subtitle } : {}),
    author: authorRef(content.author, siteUrl),
    genre: entry.genre,
    description: entry.description,
    datePublished: entry.publicationDate,
    inLanguage: SITE_LANGUAGE,
    bookFormat: `${SCHEMA_ORG}/EBook`,
    // docs/SPEC.md §5/§9: pages = wordCount / 250, rounded up. A book without its ISBN claims none.
    numberOfPages: pageCount(entry),
    ...(entry.isbn ? { isbn: entry.isbn } : {}),
    ...(hasFile(cover) ? { image: absoluteUrl(siteUrl, cover) } : {}),
    ...(series
      ? {
          isPartOf: { '@type': 'BookSeries', '@id': seriesUrl(siteUrl, series), name: series.name },
          position: entry.seriesOrder,
        }
      : {}),
    offers: offers(entry, url),
  };
}

/** Where the book is sold at a price: the bookstore's ebook, and this site's own (the book's page, `url`) when it sells it direct. */
function offers(entry: Book, url: string): JsonLd[] {
  const offer = (price: number, url: string): JsonLd => ({
    '@type': 'Offer',
    price: price.toFixed(2),
    priceCurrency: STRUCTURED_DATA_CURRENCY,
    availability: `${SCHEMA_ORG}/InStock`,
    url,
  });
  return [
    offer(entry.price, entry.amazonLink),
    ...(entry.directPurchaseAvailable && entry.directPrice !== null ? [offer(entry.directPrice, url)] : []),
  ];
}

/** A series with its declared books (docs/SPEC.md §9: the Clinic series is declared with 7) as `hasPart`. */
function series(entry: BookSeries, { books, author }: PublicSiteContent, siteUrl: string): JsonLd {
  return {
    '@type': 'BookSeries',
    '@id': seriesUrl(siteUrl, entry),
    url: seriesUrl(siteUrl, entry),
    name: entry.name,
    description: entry.description,
    genre: entry.genre,
    author: authorRef(author, siteUrl),
    inLanguage: SITE_LANGUAGE,
    hasPart: entry.bookIds.map((id, index) => {
      const part = books.find((b) => b.id === id);
      if (!part) throw new Error(`Series "${entry.name}" lists an unknown book id "${id}"`);
      return { '@type': 'Book', '@id': bookUrl(siteUrl, part.id), name: part.title, position: index + 1 };
    }),
  };
}

const isPublicRoute = (path: string): path is PublicRoute => (PUBLIC_ROUTES as readonly string[]).includes(path);

/** A page's name in its breadcrumb: its title without the site's name (hers). */
const shortName = (title: string, name: string) => {
  const suffix = ` | ${name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
};

/**
 * The page itself: a WebPage of the site (or the richer `type` given), published by the author,
 * with its breadcrumb from Home through the pages above it (`above`: their paths).
 */
function webPage(
  meta: PageMeta,
  author: Author,
  siteUrl: string,
  { type = 'WebPage', above = [] as PublicRoute[], extra = {} as JsonLd } = {},
): JsonLd {
  const url = absoluteUrl(siteUrl, meta.canonical);
  const trail = [
    ...above.map((path) => ({
      name: shortName(pageMetaOf(author.name)[path].title, author.name),
      item: absoluteUrl(siteUrl, pageMetaOf(author.name)[path].canonical),
    })),
    { name: shortName(meta.title, author.name), item: url },
  ];
  return {
    '@type': type,
    '@id': `${url}#webpage`,
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: SITE_LANGUAGE,
    isPartOf: { '@id': websiteId(siteUrl) },
    publisher: authorRef(author, siteUrl),
    ...extra,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', item: absoluteUrl(siteUrl, '/') }, ...trail].map((step, index) => ({
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
    extra: { mainEntity: { '@id': bookUrl(options.siteUrl, entry.id) } },
  };
  const { author } = options.content;
  return [{ '@context': SCHEMA_ORG, '@graph': [webPage(meta, author, options.siteUrl, page), book(entry, options)] }];
}

/** One `@graph` document per public page and book page; `[]` for any other path (the 404 screen). */
export function structuredDataFor(path: string, options: StructuredDataOptions): JsonLd[] {
  const { content, siteUrl } = options;
  const graph = (nodes: JsonLd[]) => [{ '@context': SCHEMA_ORG, '@graph': nodes }];
  switch (path) {
    case '/':
      return graph([person(options), webSite(options)]);
    case '/about':
      return graph([
        {
          '@type': 'ProfilePage',
          url: absoluteUrl(siteUrl, '/about'),
          isPartOf: { '@id': websiteId(siteUrl) },
          mainEntity: person(options),
        },
      ]);
    case '/books':
      return graph([
        ...content.books.map((b) => book(b, options)),
        ...content.series.map((s) => series(s, content, siteUrl)),
      ]);
    default: {
      if (isPublicRoute(path)) return graph([webPage(pageMetaOf(content.author.name)[path], content.author, siteUrl)]);
      const bookPage = bookPagesOf(content.books, content.author.name).find((page) => page.path === path);
      return bookPage ? bookPageStructuredData(bookPage.book, bookPage.meta, options) : [];
    }
  }
}
