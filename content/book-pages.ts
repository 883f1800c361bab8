import { books } from './books';
import { bookPageMeta, bookPagePath, pageMeta } from './page-table';
import type { Book, PageMeta } from './schemas';

/**
 * The books' pages (the route and head tags are content/page-table.ts `BOOK_PAGE_ROUTE` and
 * `bookPageMeta`): one per book of the catalogue, in its order. The prerender writes them, the
 * sitemap lists them, JSON-LD describes them and analytics counts them, all from this list.
 */
export const bookPages: readonly { path: string; meta: PageMeta; book: Book }[] = books.map((book) => ({
  path: bookPagePath(book.id),
  meta: bookPageMeta(book),
  book,
}));

/** The head tags of any page the build writes: a page of the table or a book's page. */
export function metaOfPage(path: string): PageMeta | undefined {
  return (pageMeta as Record<string, PageMeta>)[path] ?? bookPages.find((page) => page.path === path)?.meta;
}

/** Every indexed page's canonical path, once (/signup and /sign-up are one page): the sitemap's pages. */
export const indexedPagePaths = (): string[] => [
  ...new Set(
    [...Object.values(pageMeta), ...bookPages.map((page) => page.meta)]
      .filter((meta) => !meta.noindex)
      .map((meta) => meta.canonical),
  ),
];
