import type { Deps } from '../../lib/deps';
import { downloadCopyOf } from '../arc/copies';
import { copyFileKey } from '../arc/ebook-files';
import { currentVersion, ebookOfFilename } from '../arc/ebooks';
import { ebookInBucket, presignedDownload } from './delivery';
import { lookUpLink, recordDownload, type FoundLink, type LinkLookup } from './links';

/**
 * The download endpoint's three verbs. Opening (GET) and checking (HEAD) count nothing; only the
 * Download button (POST), which a person presses and a mail scanner does not, counts.
 */

/** GET: what the link page shows. */
export const openLink = (deps: Deps, token: string): Promise<LinkLookup> => lookUpLink(deps, token);

export type CheckOutcome = 'ready' | 'file-missing' | 'expired' | 'used-up' | 'unknown';

/** HEAD: is this link valid and the file in the bucket? (The admin page's availability test.) */
export async function checkLink(deps: Deps, token: string): Promise<CheckOutcome> {
  const found = await lookUpLink(deps, token);
  if (found.state !== 'valid') return found.state;
  return (await ebookInBucket(deps, found.link.filename)) ? 'ready' : 'file-missing';
}

export type DownloadOutcome =
  | { outcome: 'redirect'; url: string }
  | { outcome: 'unavailable'; lookup: FoundLink<'valid'> }
  | { outcome: 'refused'; lookup: Exclude<LinkLookup, FoundLink<'valid'>> };

/** POST: counts the download and gives a presigned S3 URL, or says why not. */
export async function pressDownload(deps: Deps, token: string): Promise<DownloadOutcome> {
  const found = await lookUpLink(deps, token);
  if (found.state !== 'valid') return { outcome: 'refused', lookup: found };
  // Checked first, so a missing file shows our page instead of S3's XML error, and counts nothing.
  if (!(await ebookInBucket(deps, found.link.filename))) return { outcome: 'unavailable', lookup: found };
  if (!(await recordDownload(deps, token, found.link))) {
    // Refused by the condition: past the expiry (which never moves), else used up by other presses meanwhile.
    const state = new Date(found.link.validUntil) <= deps.now() ? 'expired' : 'used-up';
    return { outcome: 'refused', lookup: { state, link: found.link, title: found.title } };
  }
  return { outcome: 'redirect', url: await deliveryUrl(deps, found.link) };
}

/**
 * The file a press delivers: the reader's own watermarked copy when the author watermarks this
 * book's downloads, made on their first press; otherwise the book's current version (a
 * version uploaded in Books replaces the file), or the file itself before it is a book.
 */
async function deliveryUrl(deps: Deps, link: FoundLink['link']): Promise<string> {
  const book = await ebookOfFilename(deps, link.filename);
  if (book?.watermarkDownloads && link.kind === 'subscriber' && link.email) {
    return presignedDownload(
      deps,
      copyFileKey(await downloadCopyOf(deps, book, link.email, link.filename)),
      link.filename,
    );
  }
  return presignedDownload(deps, book ? currentVersion(book).key : link.filename, link.filename);
}
