import { randomBytes } from 'node:crypto';
import { coverOf, type CatalogueBook, type Ebook } from '../../contract/arc';
import { DELIVERABLE_EBOOKS, EBOOK_FILENAMES } from '../../contract/downloads';
import {
  appendVersion,
  getEbook,
  listEbookItems,
  putEbook,
  updateEbookItem,
  type EbookItem,
} from '../../entities/arc-ebook';
import type { Deps } from '../../lib/deps';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { readSiteContent } from '../site-content/site-content';
import { deliverableTitle } from '../downloads/ebook-title';
import { checkUpload, discardUpload } from './check-upload';
import { bookFileKey, objectSize, writeObject } from './ebook-files';

/**
 * The author's books: each a title, a cover from the catalogue and numbered
 * versions of its EPUB. The catalogue's free ebook (DELIVERABLE_EBOOKS) is one such book from the
 * first listing on, with its file at its own key as version 1; its reader magnet downloads may be
 * watermarked per reader too (`watermarkDownloads`).
 */

const toEbook = (item: EbookItem): Ebook => ({
  id: item.id,
  title: item.title,
  ...(item.coverBookId ? { coverBookId: item.coverBookId } : {}),
  ...(item.filename ? { filename: item.filename } : {}),
  watermarkDownloads: item.watermarkDownloads,
  ...(item.sellsBookId ? { sellsBookId: item.sellsBookId } : {}),
  createdAt: item.createdAt,
  versions: item.versions.map(({ version, uploadedAt, bytes, warnings }) => ({ version, uploadedAt, bytes, warnings })),
});

/** Makes the book of each catalogue download that is in the bucket, once (a conditional put). */
async function adoptCatalogueBooks(deps: Deps, known: EbookItem[]): Promise<boolean> {
  let added = false;
  for (const filename of EBOOK_FILENAMES) {
    const { bookId } = DELIVERABLE_EBOOKS[filename];
    if (known.some((book) => book.id === bookId)) continue;
    const bytes = await objectSize(deps, filename);
    if (bytes === undefined) continue;
    const title = await deliverableTitle(deps, filename);
    const at = deps.now().toISOString();
    added =
      (await putEbook(deps, {
        id: bookId,
        title,
        coverBookId: bookId,
        filename,
        watermarkDownloads: false,
        createdAt: at,
        versions: [{ version: 1, key: filename, uploadedAt: at, bytes, warnings: [] }],
      })) || added;
  }
  return added;
}

export async function listEbooks(deps: Deps): Promise<Ebook[]> {
  const books = await listEbookItems(deps);
  if (await adoptCatalogueBooks(deps, books)) return (await listEbookItems(deps)).map(toEbook);
  return books.map(toEbook);
}

/**
 * Her site's books as saved (not only as published): a book she has just added can be given its
 * EPUB before the publish that puts it on sale.
 */
export async function catalogueOf(deps: Deps): Promise<CatalogueBook[]> {
  const { content } = await readSiteContent(deps);
  return content.books.map((book) => ({
    id: book.id,
    title: book.title,
    cover: coverOf(book),
    directPurchaseAvailable: book.directPurchaseAvailable,
    directPrice: book.directPrice,
  }));
}

/** Refuses, in words, a book id her site does not have (a cover to wear, a book to sell as). */
async function checkBookOfHers(deps: Deps, bookId: string | null | undefined, field: 'coverBookId' | 'sellsBookId') {
  if (!bookId || (await catalogueOf(deps)).some((book) => book.id === bookId)) return;
  throw new BadRequestError(
    field === 'coverBookId'
      ? 'That cover is not one of your books’. Choose a book of your site, or no cover.'
      : 'That is not one of your books. Choose a book of your site to sell this EPUB as, or “Not sold direct”.',
  );
}

export async function findEbook(deps: Deps, id: string): Promise<EbookItem> {
  const book =
    (await getEbook(deps, id)) ?? ((await adoptCatalogueBooks(deps, [])) ? await getEbook(deps, id) : undefined);
  if (!book) throw new NotFoundError('There is no such book. It may have been removed; reload the list of books.');
  return book;
}

/** The catalogue's book for a download filename, if the author has it as a book. */
export const ebookOfFilename = async (deps: Deps, filename: keyof typeof DELIVERABLE_EBOOKS) =>
  getEbook(deps, DELIVERABLE_EBOOKS[filename].bookId);

export const currentVersion = (book: EbookItem) => book.versions[book.versions.length - 1]!;

/**
 * The author's retry of an upload already kept (its reply lost on the way: a dropped connection,
 * a closed tab) finds it kept, as the upload itself is gone by then.
 */
const keptFrom = (book: EbookItem, uploadId: string) => book.versions.some((version) => version.uploadId === uploadId);

export async function createEbook(
  deps: Deps,
  input: { uploadId: string; title: string; coverBookId?: string },
): Promise<Ebook> {
  const kept = (await listEbookItems(deps)).find((book) => keptFrom(book, input.uploadId));
  if (kept) return toEbook(kept);
  await checkBookOfHers(deps, input.coverBookId, 'coverBookId');
  const checked = await checkUpload(deps, input.uploadId);
  const id = randomBytes(6).toString('hex');
  const key = bookFileKey(id, 1);
  await writeObject(deps, key, checked.bytes);
  const at = deps.now().toISOString();
  const item: EbookItem = {
    id,
    title: input.title,
    ...(input.coverBookId ? { coverBookId: input.coverBookId } : {}),
    watermarkDownloads: false,
    createdAt: at,
    versions: [
      {
        version: 1,
        key,
        uploadedAt: at,
        bytes: checked.bytes.byteLength,
        warnings: checked.warnings,
        uploadId: input.uploadId,
      },
    ],
  };
  await putEbook(deps, item);
  await discardUpload(deps, input.uploadId);
  return toEbook(item);
}

export async function addEbookVersion(deps: Deps, bookId: string, uploadId: string): Promise<Ebook> {
  const book = await findEbook(deps, bookId);
  if (keptFrom(book, uploadId)) return toEbook(book);
  const checked = await checkUpload(deps, uploadId);
  const version = book.versions.length + 1;
  const key = bookFileKey(bookId, version);
  await writeObject(deps, key, checked.bytes);
  const updated = await appendVersion(
    deps,
    bookId,
    {
      version,
      key,
      uploadedAt: deps.now().toISOString(),
      bytes: checked.bytes.byteLength,
      warnings: checked.warnings,
      uploadId,
    },
    book.versions.length,
  );
  if (!updated)
    throw new ConflictError(
      'Another version of this book was saved at the same moment. Reload the list and upload again if needed.',
    );
  await discardUpload(deps, uploadId);
  return toEbook(updated);
}

export async function updateEbook(
  deps: Deps,
  bookId: string,
  change: { title?: string; coverBookId?: string | null; watermarkDownloads?: boolean; sellsBookId?: string | null },
): Promise<Ebook> {
  await findEbook(deps, bookId);
  await checkBookOfHers(deps, change.coverBookId, 'coverBookId');
  await checkBookOfHers(deps, change.sellsBookId, 'sellsBookId');
  if (change.sellsBookId) {
    // One EPUB per book sold: a second would leave which file a buyer gets to chance.
    const seller = (await listEbookItems(deps)).find(
      (book) => book.sellsBookId === change.sellsBookId && book.id !== bookId,
    );
    if (seller) throw new ConflictError(`“${seller.title}” is already sold as this book. Stop selling it there first.`);
  }
  const updated = await updateEbookItem(deps, bookId, change);
  if (!updated) throw new NotFoundError('There is no such book. It may have been removed; reload the list of books.');
  return toEbook(updated);
}
