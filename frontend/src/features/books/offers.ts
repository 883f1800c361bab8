import { callApi } from '../../lib/api';

let asked: Promise<ReadonlySet<string> | undefined> | undefined;

/**
 * The books the author sells direct right now (linked to an uploaded EPUB in Books), asked once
 * per page. Undefined when the answer cannot be had: the Buy Direct form then posts, and the
 * server, which decides anyway, answers with the checkout or a page in words.
 */
export function booksOnSale(): Promise<ReadonlySet<string> | undefined> {
  // The prerender writes the form alone: what is on sale is the browser's question, at the time it asks.
  if (typeof window === 'undefined') return Promise.resolve(undefined);
  asked ??= callApi('salesOffers').then(
    ({ offers }) => new Set(offers.map((offer) => offer.bookId)),
    () => undefined,
  );
  return asked;
}
