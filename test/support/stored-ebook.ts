import { randomBytes } from 'node:crypto';
import { bookFileKey, writeObject } from '../../functions/core/arc/ebook-files';
import { putEbook } from '../../functions/entities/arc-ebook';
import { deps } from '../../functions/lib/deps';
import { makeEpub } from './make-epub';

/**
 * A book in Books with one EPUB version, stored as uploading it there leaves it (arc.test.ts and
 * the ARC browser test walk the upload and EPUBCheck), for tests that need a book to sell or copy.
 */
export async function storedEbook(title: string): Promise<{ id: string; createdAt: string }> {
  const id = randomBytes(6).toString('hex');
  const key = bookFileKey(id, 1);
  const bytes = makeEpub({ title });
  await writeObject(deps(), key, bytes);
  const createdAt = new Date().toISOString();
  await putEbook(deps(), {
    id,
    title,
    watermarkDownloads: false,
    createdAt,
    versions: [{ version: 1, key, uploadedAt: createdAt, bytes: bytes.byteLength, warnings: [] }],
  });
  return { id, createdAt };
}
