import { DELIVERABLE_EBOOKS, type EbookFilename } from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { recentPublishedContent } from '../site-content/published-content';

/** Said of a download whose book she has taken off her site: the reader still knows what it is. */
const UNTITLED = 'your free ebook';

/**
 * The title a download's page and emails give its file: its book's, as her site was last published
 * (kept a minute: download pages are opened in bursts after a newsletter).
 */
export async function deliverableTitle(deps: Pick<Deps, 'db' | 'table' | 'now'>, filename: EbookFilename) {
  const { bookId } = DELIVERABLE_EBOOKS[filename];
  return (await recentPublishedContent(deps)).books.find((book) => book.id === bookId)?.title ?? UNTITLED;
}
