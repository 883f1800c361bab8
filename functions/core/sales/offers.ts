import { DIRECT_BOOKS, directPriceCents, SALES_CURRENCY } from '../../contract/sales';
import { listEbookItems, type EbookItem } from '../../entities/arc-ebook';
import type { Deps } from '../../lib/deps';

/**
 * What can be bought: a catalogue book with a direct price, once the author has linked it to an
 * uploaded EPUB in Books (the link decides; the catalogue's `epubFilename` does not).
 */
export interface Offer {
  bookId: string;
  title: string;
  ebook: EbookItem;
  priceCents: number;
  currency: string;
}

export async function currentOffers(deps: Deps): Promise<Offer[]> {
  const ebooks = await listEbookItems(deps);
  return DIRECT_BOOKS.flatMap((book) => {
    const ebook = ebooks.find((item) => item.sellsBookId === book.id && item.versions.length > 0);
    const priceCents = directPriceCents(book.id);
    return ebook && priceCents !== undefined
      ? [{ bookId: book.id, title: book.title, ebook, priceCents, currency: SALES_CURRENCY }]
      : [];
  });
}

export const offerOf = async (deps: Deps, bookId: string) =>
  (await currentOffers(deps)).find((offer) => offer.bookId === bookId);
