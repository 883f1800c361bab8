import { putCopy, putErasedCopy, type CopyItem } from '../../entities/arc-copy';
import type { EbookItem } from '../../entities/arc-ebook';
import { getDownloadCopyId, setDownloadCopyId } from '../../entities/download-link';
import { getSubscriber } from './readers';
import type { Deps } from '../../lib/deps';
import { maskEmail } from '../../lib/email-address';
import { newCopyId } from '../ebooks/fingerprint';
import { watermarkEpub } from '../ebooks/watermark';
import { copyFileKey, deleteEveryVersion, streamObject, writeObject } from './ebook-files';
import { currentVersion } from './ebooks';

/**
 * A reader's own copy of a book: the current version, watermarked with an
 * ex-libris page that names them and a fingerprint the leak lookup reads, made once on their
 * first download and stored, with the record of whose it is.
 */
export async function makeCopy(
  deps: Deps,
  input: { book: EbookItem; email: string; name?: string; campaignId?: string; orderId?: string },
): Promise<{ copyId: string; key: string }> {
  const version = currentVersion(input.book);
  const copyId = newCopyId();
  const preparedAt = deps.now();
  const marked = await watermarkEpub(await streamObject(deps, version.key), {
    copyId,
    email: input.email,
    ...(input.name ? { name: input.name } : {}),
    preparedAt,
  });
  const key = copyFileKey(copyId);
  await writeObject(deps, key, marked);
  await putCopy(deps, {
    copyId,
    email: input.email,
    ...(input.name ? { name: input.name } : {}),
    bookId: input.book.id,
    bookTitle: input.book.title,
    version: version.version,
    key,
    ...(input.campaignId ? { campaignId: input.campaignId } : {}),
    ...(input.orderId ? { orderId: input.orderId } : {}),
    preparedAt: preparedAt.toISOString(),
  });
  return { copyId, key };
}

/** The name a copy downloads under: the book's title as a file name. */
export const copyFilename = (title: string) =>
  `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'book'}.epub`;

/** A reader's copy of a free ebook whose downloads are watermarked: made on their first download, then the same file. */
export async function downloadCopyOf(deps: Deps, book: EbookItem, email: string, filename: string): Promise<string> {
  const existing = await getDownloadCopyId(deps, email, filename);
  if (existing) return existing;
  const name = (await getSubscriber(deps, email))?.name;
  const made = await makeCopy(deps, { book, email, ...(name ? { name } : {}) });
  // Two presses at once may both make a copy: the first tied to the reader's downloads is theirs.
  return (await setDownloadCopyId(deps, email, filename, made.copyId))
    ? made.copyId
    : (await getDownloadCopyId(deps, email, filename))!;
}

/**
 * An erasure's part of the readers' copies: each file is deleted in every version, then its record
 * keeps only the book, the ARC round and the masked address, so the leak lookup can still say the
 * copy was made for a reader since erased without naming them. A file S3 would not delete stops
 * the erasure (the record still names the reader, so erasing again finds it).
 */
export async function eraseCopies(deps: Deps, copies: CopyItem[], erasedAt: string): Promise<void> {
  for (const copy of copies) {
    await deleteEveryVersion(deps, copy.key);
    const { copyId, bookId, bookTitle, version, campaignId, orderId, preparedAt } = copy;
    await putErasedCopy(deps, {
      copyId,
      bookId,
      bookTitle,
      version,
      ...(campaignId ? { campaignId } : {}),
      ...(orderId ? { orderId } : {}),
      preparedAt,
      maskedEmail: maskEmail(copy.email),
      erasedAt,
    });
  }
}
