import type { SiteContent } from './schemas';

/**
 * A book's title as her site was published: a book on it, or one she took off (a reader who bought
 * it keeps it, by its title). Undefined for an id her site never had. A content document published
 * before taken-off books were listed has no such list.
 */
export const bookTitleIn = (
  content: Pick<SiteContent, 'books'> & { removedBooks?: SiteContent['removedBooks'] },
  bookId: string,
) =>
  content.books.find((book) => book.id === bookId)?.title ??
  content.removedBooks?.find((book) => book.id === bookId)?.title;
