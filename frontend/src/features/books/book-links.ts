import type { Book } from '@content/schemas';
import { uiText } from '@content/ui-text';

/** docs/SPEC.md §2: Read Sample goes to the sample, or to the purchase link when there is no sample. */
export function readSampleHref(book: Pick<Book, 'sampleLink' | 'purchaseLink'>): string {
  return book.sampleLink ?? book.purchaseLink;
}

/**
 * "Buy on Amazon" when the purchase link is the bookstore's (`bookstore`: its name as her links
 * label it), else "Purchase".
 */
export function storeButtonLabel(book: Pick<Book, 'purchaseLink'>, bookstore: string): string {
  const host = new URL(book.purchaseLink).hostname;
  return host.includes(bookstore.toLowerCase()) ? uiText.books.buyOnStore(bookstore) : uiText.books.purchase;
}

/** "The Veil Song Chronicles · Book 1", or null for a standalone book. */
export function seriesLabel(book: Pick<Book, 'series' | 'seriesOrder'>): string | null {
  if (!book.series) return null;
  return `${book.series} · ${uiText.books.bookInSeries} ${book.seriesOrder}`;
}
