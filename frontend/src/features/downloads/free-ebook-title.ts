import { findBook } from '@content/books';
import { EBOOK_FILENAME } from '@contract/constants';
import { DELIVERABLE_EBOOKS } from '@contract/downloads';

/**
 * The free ebook's title as the admin's download screens name it: the seed's. The readers' pages
 * and emails say its book's title as her site was last published (functions/core/downloads/ebook-title.ts).
 */
export const FREE_EBOOK_TITLE = findBook(DELIVERABLE_EBOOKS[EBOOK_FILENAME].bookId)?.title ?? 'The free ebook';
