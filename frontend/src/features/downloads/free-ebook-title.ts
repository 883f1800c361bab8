import { bookTitleIn } from '@content/book-titles';
import { EBOOK_FILENAME } from '@contract/constants';
import { DELIVERABLE_EBOOKS } from '@contract/downloads';
import { useSiteContent } from '@frontend/lib/site-content';

/**
 * The free ebook's title as the admin's download screens name it: its book's title as her site was
 * last published, as the readers' pages and emails say it (functions/core/downloads/ebook-title.ts).
 */
export function useFreeEbookTitle(): string {
  const { bookId } = DELIVERABLE_EBOOKS[EBOOK_FILENAME];
  return bookTitleIn(useSiteContent(), bookId) ?? 'The free ebook';
}
