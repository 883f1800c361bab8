import { readFileSync } from 'node:fs';
import { AUTHOR_NAME } from '../../content/seed/author';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { books } from '../../content/seed/books';
import { bookPagesOf, metaOfPage } from '../../content/book-pages';
import { BOOK_PAGE_ROUTE, indexedPagePaths, pageMetaOf, PUBLIC_ROUTES } from '../../content/page-table';
import { absoluteUrl } from '../../content/site';

const bookPages = bookPagesOf(books, AUTHOR_NAME);
const SITE = 'https://author.example';
import { sitemap } from '../../functions/core/blog/feeds';
import { pageRoutes, prerenderPaths } from '../../frontend/src/app/page-routes';

/** The page table on the test stack's site: the seed's, as its start publishes it. */
const pageMeta = pageMetaOf(AUTHOR_NAME);

/**
 * The page table (content/page-table.ts `pageMeta`) is the one list of public pages: the router, the
 * prerender and the sitemap are derived from it, so a page added there is routed, prerendered and
 * listed with nothing else to edit but its view (frontend/src/app/page-routes.ts, which tsc holds
 * to the table: test/types/page-views.ts).
 */
/** The paths of routes under `/`: the index route is `/`. */
const fixedPaths = (routes: RouteObject[]) => routes.map((route) => (route.index ? '/' : `/${route.path}`));

const bookPaths = books.map((book) => `/books/${book.id}`);

describe('the page table', () => {
  it('routes every page of the table and the books’ pages, and the router takes them all from it', () => {
    expect(fixedPaths(pageRoutes)).toEqual([...PUBLIC_ROUTES, BOOK_PAGE_ROUTE]);
    expect(BOOK_PAGE_ROUTE).toBe('/books/:slug');
    // The route tree lists no public page of its own: only the table's, the post page, admin and 404.
    const tree = readFileSync(new URL('../../frontend/src/app/routes.tsx', import.meta.url), 'utf8');
    expect(tree).toContain('...pageRoutes,');
    expect([...tree.matchAll(/import\('\.\/routes\/([\w-]+)'\)/g)].map((match) => match[1])).toEqual([
      'blog-post',
      'not-found',
    ]);
  });

  // The prerender writes these, then the books' pages (test/unit/prerendered-pages.test.ts reads them built).
  it('prerenders every page of the table, and has a page per book at /books/<id>', () => {
    expect([...prerenderPaths]).toEqual(PUBLIC_ROUTES);
    expect(bookPages.map((page) => page.path)).toEqual(bookPaths);
  });

  it('lists every indexable page of the table and every book’s page in the sitemap, once by its canonical path', () => {
    const xml = sitemap(SITE, indexedPagePaths(books), []);
    const canonicals = new Set(
      PUBLIC_ROUTES.filter((path) => !pageMeta[path].noindex).map((path) => pageMeta[path].canonical),
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([...canonicals, ...bookPaths].map((path) => absoluteUrl(SITE, path)));
  });

  it("gives each book's page its own head tags: canonical, title with the subtitle, a description that fits", () => {
    const veil = metaOfPage('/books/true-veil', books, AUTHOR_NAME);
    expect(veil).toEqual({
      path: '/books/true-veil',
      canonical: '/books/true-veil',
      title: 'True Veil: The Veil Song Chronicles, Book 1 | Rowan Ashcroft',
      description: books.find((book) => book.id === 'true-veil')!.caption,
      keywords: ['True Veil', 'The Veil Song Chronicles', 'Supernatural Dark Romance', 'Rowan Ashcroft'],
      noindex: false,
    });
    for (const { meta } of bookPages) expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(metaOfPage('/books/no-such-book', books, AUTHOR_NAME)).toBeUndefined();
  });
});
