import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { DELIVERABLE_EBOOKS } from '../../functions/contract/downloads';
import { seedContent } from '../../content/seed/seed';

/**
 * The free ebook's title as the seed has it: the tests' stacks publish the seed, so their pages,
 * emails and admin screens name it so (the admin's screens read the published site: useFreeEbookTitle).
 */
export const SEED_FREE_EBOOK_TITLE = seedContent.books.find(
  (book) => book.id === DELIVERABLE_EBOOKS[EBOOK_FILENAME].bookId,
)!.title;
