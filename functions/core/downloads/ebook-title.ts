import { bookTitleIn } from '@content/book-titles';
import { DELIVERABLE_EBOOKS, type EbookFilename } from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { recentPublishedContent } from '../site-content/published-content';

/** Said of a download whose book her site never had: the reader still knows what it is. */
const UNTITLED = 'your free ebook';

/**
 * The title a download's page and emails give its file: its book's, as her site was last published
 * (taken off since, too)
 * (kept a minute: download pages are opened in bursts after a newsletter).
 */
export async function deliverableTitle(deps: Pick<Deps, 'db' | 'table' | 'now'>, filename: EbookFilename) {
  const { bookId } = DELIVERABLE_EBOOKS[filename];
  return bookTitleIn(await recentPublishedContent(deps), bookId) ?? UNTITLED;
}
