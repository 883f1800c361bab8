import type { Book, PageMeta } from './schemas';
import { DEFAULT_SOCIAL_IMAGE, absoluteUrl, pageTitle } from './site';

// ---------------------------------------------------------------------------------------------
// SEO (docs/SPEC.md §1): every public route's title, description (≤160), canonical.
// /signup and /sign-up are the same screen; the canonical is /sign-up (the floating button's
// target), so /signup declares canonical /sign-up.
// ---------------------------------------------------------------------------------------------

const signupMeta = (name: string) => ({
  canonical: '/sign-up',
  title: pageTitle('Join the Reader List', name),
  description: `Join ${name}'s reader list for free short stories, new release news and early access to upcoming books. Unsubscribe any time.`,
  keywords: ['newsletter', 'free short stories', 'reader list', name],
  noindex: false,
});

/** /books's description, which counts her books (the renderer counts the content it renders: book-pages.ts). */
export const booksPageDescription = (bookCount: number, name: string) =>
  `All ${bookCount} books by ${name}: The Veil Song Chronicles, The Clinic Binge Series and standalone thrillers. Read samples or buy direct.`;

/** A page crawlers index, filed under its own path, which is also its canonical. */
function indexedPage<const P extends string>(path: P, head: Pick<PageMeta, 'title' | 'description' | 'keywords'>) {
  return { path, canonical: path, ...head, noindex: false };
}

/**
 * The page table: one entry per public page with a fixed path, keyed by its route, with its head
 * tags. The router and the prerender (the views of frontend/src/app/page-routes.ts, one per route
 * here, which tsc holds to this table), the sitemap, JSON-LD and analytics' page list all read it,
 * so adding a page is one entry here and its view there. test/unit/page-table.test.ts holds them to it.
 * The texts name her as the caller gives her name (the renderer: the published site's author; the
 * functions: recentAuthor); a page's path, canonical and robots rule are the same for any name.
 */
const pageTableOf = (name: string) =>
  ({
    '/': indexedPage('/', {
      title: `${name} | Supernatural, Thriller & Dark Romance Author`,
      description: `${name} writes supernatural fiction, psychological thrillers, dark romance and historical fiction from Welland, Ontario. Free stories inside.`,
      keywords: [
        name,
        'supernatural fiction',
        'psychological thriller',
        'dark romance',
        'historical fiction',
        'Canadian author',
      ],
    }),
    '/books': indexedPage('/books', {
      title: pageTitle('Books', name),
      // The seed's count, for readers of the table; a rendered /books counts the content's books.
      description: booksPageDescription(13, name),
      keywords: [
        'The Veil Song Chronicles',
        'The Clinic Binge Series',
        'Voss Trials',
        "The Driver's Promise",
        'The Veil Lives',
      ],
    }),
    '/signup': { path: '/signup', ...signupMeta(name) },
    '/sign-up': { path: '/sign-up', ...signupMeta(name) },
    '/about': indexedPage('/about', {
      title: pageTitle('About the Author', name),
      description: `Meet ${name}, a Welland, Ontario author of supernatural fiction, psychological thrillers, dark romance and historical fiction.`,
      keywords: [name, 'author biography', 'Welland Ontario author', 'Niagara author'],
    }),
    '/short-stories': indexedPage('/short-stories', {
      title: pageTitle('Free Short Stories', name),
      description: `Free short stories by ${name}: haunting reader magnets set in the worlds of the books. Sign up to read them all.`,
      keywords: ['free short stories', 'reader magnets', 'free ebook', 'supernatural short story'],
    }),
    '/voss-trials': indexedPage('/voss-trials', {
      title: pageTitle('Join the Dream Team: Beta Readers, Editors & Reviewers', name),
      description: `Join ${name}'s Dream Team of beta readers, editors and reviewers. Get free advance copies of upcoming releases and help shape the books.`,
      keywords: [
        'beta readers',
        'ARC readers',
        'advance reader copy',
        'book reviewers',
        'editors',
        'Voss Trials',
        'Dream Team',
      ],
    }),
    '/blog': indexedPage('/blog', {
      title: pageTitle('Blog', name),
      description: `Notes from ${name}'s writing desk: works in progress, research, local Niagara history and the stories behind the books.`,
      keywords: ['author blog', 'writing', 'Niagara history', 'ghost stories'],
    }),
    '/terms-of-service': indexedPage('/terms-of-service', {
      title: pageTitle('Terms of Service', name),
      description: `The terms for using ${name}'s website, newsletter and free stories. Effective July 26, 2025.`,
      keywords: ['terms of service'],
    }),
    '/privacy-policy': indexedPage('/privacy-policy', {
      title: pageTitle('Privacy Policy', name),
      description: `How ${name}'s website collects, uses and protects your information. We never sell or rent your data. Effective July 26, 2025.`,
      keywords: ['privacy policy'],
    }),
    '/house-hippo-challenge': indexedPage('/house-hippo-challenge', {
      title: pageTitle('The House Hippo Challenge', name),
      description:
        'Remember the 1999 House Hippo? Make your own believable fake, teach others to question what they see, and win a free book each month.',
      keywords: ['House Hippo', 'media literacy', 'critical thinking', 'contest', '#HouseHippo'],
    }),
  }) satisfies Record<string, PageMeta>;

export type PageTable = ReturnType<typeof pageTableOf>;
export type PublicRoute = keyof PageTable;

const tables = new Map<string, PageTable>();
/** The page table on the site of her name `name` (one table per name, made once). */
export function pageMetaOf(name: string): PageTable {
  if (!tables.has(name)) tables.set(name, pageTableOf(name));
  return tables.get(name)!;
}

/** The public pages' paths, in the table's order (a page's path is the same whoever she is). */
export const PUBLIC_ROUTES = Object.keys(pageTableOf('')) as PublicRoute[];

/**
 * A book's page: one per book of the catalogue, at this route (the router's pattern), its slug the
 * book's id (kebab-case, so the path needs no escaping), its head tags `bookPageMeta`. The router
 * reads it here; the list of the books' pages, which the prerender, the sitemap, JSON-LD and
 * analytics' page list read, is content/book-pages.ts (apart, so that the pages which import this
 * table do not carry the catalogue). The edge serves what the prerender wrote, so an unknown slug
 * gets the 404 page.
 */
export const BOOK_PAGE_ROUTE = '/books/:slug';
export const bookPagePath = (id: string) => BOOK_PAGE_ROUTE.replace(':slug', id);
/** A book's own page as an absolute URL: its retailer-neutral address (JSON-LD `@id` and `url`, the direct offer). */
export const bookUrl = (siteUrl: string, bookId: string) => absoluteUrl(siteUrl, bookPagePath(bookId));
const BOOK_PAGE_PREFIX = bookPagePath('');

/**
 * A book page's head tags: its title and subtitle, and its caption as the description (one line,
 * which the book's schema holds to a description's length).
 */
export function bookPageMeta(
  book: Pick<Book, 'id' | 'title' | 'subtitle' | 'series' | 'genre' | 'caption'>,
  name: string,
): PageMeta {
  const path = bookPagePath(book.id);
  return {
    path,
    canonical: path,
    title: pageTitle(book.subtitle ? `${book.title}: ${book.subtitle}` : book.title, name),
    description: book.caption,
    keywords: [book.title, ...(book.series ? [book.series] : []), book.genre, name],
    noindex: false,
  };
}

/**
 * Every indexed page's canonical path, once (/signup and /sign-up are one page), with a
 * catalogue's book pages: the sitemap's pages, recorded by each publish. Paths and robots rules
 * name no one, so the table is read for no name.
 */
export const indexedPagePaths = (catalogue: readonly Book[]): string[] => [
  ...new Set(
    [...Object.values(pageMetaOf('')), ...catalogue.map((book) => bookPageMeta(book, ''))]
      .filter((meta) => !meta.noindex)
      .map((meta) => meta.canonical),
  ),
];

/**
 * Pages with their own 1200x630 share image (made by `npm run art`); the rest use DEFAULT_SOCIAL_IMAGE.
 * Each alt text is a function of her name.
 */
export const pageSocialImages: Partial<Record<PublicRoute, { path: string; alt: (name: string) => string }>> = {
  '/books': { path: '/images/social-books.png', alt: (name) => `Covers of the thirteen books by ${name}` },
  '/short-stories': { path: '/images/social-short-stories.png', alt: (name) => `Free short stories by ${name}` },
  '/voss-trials': {
    path: '/images/social-dream-team.png',
    alt: (name) => `Join ${name}'s Dream Team of beta readers, editors and reviewers`,
  },
  '/house-hippo-challenge': {
    path: '/images/social-house-hippo.png',
    alt: () => 'The House Hippo Challenge: a media-literacy contest',
  },
};

/**
 * The share image (path, size, alt) for a route on her site (`name`): its own, a book's page that
 * of /books, else the site default.
 */
export function socialImageFor(
  path: string,
  name: string,
): { path: string; alt: string; width: number; height: number } {
  const { path: image, alt } =
    pageSocialImages[path.startsWith(BOOK_PAGE_PREFIX) ? '/books' : (path as PublicRoute)] ?? DEFAULT_SOCIAL_IMAGE;
  return { path: image, alt: alt(name), width: DEFAULT_SOCIAL_IMAGE.width, height: DEFAULT_SOCIAL_IMAGE.height };
}

/** Blog posts: title "<post title> | <site>", description = excerpt or first 160 chars of content (docs/SPEC.md §5). */
export function blogPostMeta(
  post: { title: string; slug: string; excerpt: string | null; content: string },
  name: string,
): PageMeta {
  const source = (post.excerpt ?? '').trim() || post.content.replace(/\s+/g, ' ').trim();
  return {
    path: `/blog/${post.slug}`,
    canonical: `/blog/${post.slug}`,
    title: pageTitle(post.title, name),
    description: source.slice(0, 160),
    keywords: [],
    noindex: false,
  };
}

/** Unknown routes and admin screens are not indexed. */
export const notFoundMeta = (name: string): PageMeta => ({
  path: '/404',
  canonical: '/404',
  title: pageTitle('Page Not Found', name),
  description: "The page you're looking for doesn't exist.",
  keywords: [],
  noindex: true,
});

export const adminMeta = (name: string): PageMeta => ({
  path: '/admin',
  canonical: '/admin',
  title: pageTitle('Admin', name),
  description: 'Site administration.',
  keywords: [],
  noindex: true,
});
