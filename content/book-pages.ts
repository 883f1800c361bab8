import { booksPageDescription, bookPageMeta, bookPagePath, pageMetaOf } from './page-table';
import type { Book, PageMeta } from './schemas';

/**
 * The books' pages (the route and head tags are content/page-table.ts `BOOK_PAGE_ROUTE` and
 * `bookPageMeta`): one per book of a catalogue, in its order. The renderer writes those of the
 * content it renders; the sitemap, JSON-LD and analytics read them too.
 */
export type BookPage = { path: string; meta: PageMeta; book: Book };

export const bookPagesOf = (catalogue: readonly Book[], name: string): readonly BookPage[] =>
  catalogue.map((book) => ({ path: bookPagePath(book.id), meta: bookPageMeta(book, name), book }));

/**
 * The head tags of any page the renderer writes, for a catalogue on her site (`name`): a page of
 * the table, /books counting the catalogue's books, or a book's page.
 */
export function metaOfPage(path: string, catalogue: readonly Book[], name: string): PageMeta | undefined {
  const table: Record<string, PageMeta> = pageMetaOf(name);
  if (path === '/books') return { ...table['/books']!, description: booksPageDescription(catalogue.length, name) };
  return table[path] ?? bookPagesOf(catalogue, name).find((page) => page.path === path)?.meta;
}

/** Words on a page, for JSON-LD `numberOfPages` (docs/SPEC.md §5). */
export const WORDS_PER_PAGE = 250;

/** A book's printed length for JSON-LD `numberOfPages` (docs/SPEC.md §5: wordCount / WORDS_PER_PAGE, rounded up). */
export function pageCount(book: Pick<Book, 'wordCount'>): number {
  return Math.ceil(book.wordCount / WORDS_PER_PAGE);
}
