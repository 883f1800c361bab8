import type { Book, PublicSiteContent } from '@content/schemas';
import { SALES_CURRENCY } from '../../contract/sales';
import { listEbookItems, type EbookItem } from '../../entities/arc-ebook';
import type { Deps } from '../../lib/deps';
import { publishedContent } from '../site-content/published-content';

/**
 * What can be bought direct: a book of hers that she sells direct (`directPurchaseAvailable`) at a
 * direct price, once she has linked it to an uploaded EPUB in Books. The publisher asks this of her
 * saved site to decide which pages show Buy Direct; a checkout asks it of the site as last
 * published, so what is sold, and at which price, is what her pages show.
 */
export interface Offer {
  bookId: string;
  title: string;
  ebook: EbookItem;
  priceCents: number;
  currency: string;
}

/** The EPUB linked to sell `book`, if it has a file to sell. */
const linkedEbook = (book: Book, ebooks: readonly EbookItem[]) =>
  ebooks.find((item) => item.sellsBookId === book.id && item.versions.length > 0);

/** Her books on sale direct, in her order, with the EPUB each sells. */
export function offersOf(content: PublicSiteContent, ebooks: readonly EbookItem[]): Offer[] {
  return content.books.flatMap((book) => {
    const ebook = linkedEbook(book, ebooks);
    return book.directPurchaseAvailable && book.directPrice !== null && ebook
      ? [
          {
            bookId: book.id,
            title: book.title,
            ebook,
            priceCents: Math.round(book.directPrice * 100),
            currency: SALES_CURRENCY,
          },
        ]
      : [];
  });
}

/** The ids of `content`'s books on sale direct now: what the publisher renders Buy Direct for. */
export const booksOnSale = async (deps: Pick<Deps, 'db' | 'table'>, content: PublicSiteContent): Promise<string[]> =>
  offersOf(content, await listEbookItems(deps)).map((offer) => offer.bookId);

/**
 * The offers of her site as last published, read afresh: a checkout is rare beside a page view and
 * makes a Stripe session anyway, and a book she published a moment ago sells at once.
 */
export const currentOffers = async (deps: Deps): Promise<Offer[]> =>
  offersOf(await publishedContent(deps), await listEbookItems(deps));

export const offerOf = async (deps: Deps, bookId: string) =>
  (await currentOffers(deps)).find((offer) => offer.bookId === bookId);
