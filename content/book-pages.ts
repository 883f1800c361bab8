import { books } from './books';
import { booksPageDescription, bookPageMeta, bookPagePath, pageMeta } from './page-table';
import type { Book, PageMeta } from './schemas';

/**
 * The books' pages (the route and head tags are content/page-table.ts `BOOK_PAGE_ROUTE` and
 * `bookPageMeta`): one per book of a catalogue, in its order. The renderer writes those of the
 * content it renders; the sitemap, JSON-LD and analytics read them too.
 */
export type BookPage = { path: string; meta: PageMeta; book: Book };

export const bookPagesOf = (catalogue: readonly Book[]): readonly BookPage[] =>
  catalogue.map((book) => ({ path: bookPagePath(book.id), meta: bookPageMeta(book), book }));

/** The seed catalogue's pages (what the sitemap and analytics list until they read the table). */
export const bookPages = bookPagesOf(books);

/**
 * The head tags of any page the renderer writes, for a catalogue (the seed's unless given): a page
 * of the table, /books counting the catalogue's books, or a book's page.
 */
export function metaOfPage(path: string, catalogue: readonly Book[] = books): PageMeta | undefined {
  if (path === '/books') return { ...pageMeta['/books'], description: booksPageDescription(catalogue.length) };
  return (
    (pageMeta as Record<string, PageMeta>)[path] ?? bookPagesOf(catalogue).find((page) => page.path === path)?.meta
  );
}
