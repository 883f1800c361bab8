import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  PutObjectCommand,
  type ListObjectVersionsCommandOutput,
  type ObjectIdentifier,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { randomBytes } from 'node:crypto';
import { EBOOK_MAX_BYTES, UPLOAD_GRANT_SECONDS } from '../../contract/arc';
import { EPUB_MEDIA_TYPE } from '../../contract/constants';
import type { Deps } from '../../lib/deps';

/**
 * The ebook bucket's ARC objects: uploads waiting to be checked (`uploads/`, removed after a day
 * by a lifecycle rule if left behind), the author's books (`books/<id>/v<n>.epub`), and each
 * reader's watermarked copy (`copies/<copyId>.epub`). The catalogue's free ebook stays at its
 * own key. The stack's `ebook:write` grant names these prefixes.
 */
export const ARC_PREFIXES = { uploads: 'uploads/', books: 'books/', copies: 'copies/' } as const;
export const uploadKeyOf = (uploadId: string) => `${ARC_PREFIXES.uploads}${uploadId}.epub`;
export const bookFileKey = (bookId: string, version: number) => `${ARC_PREFIXES.books}${bookId}/v${version}.epub`;
export const copyFileKey = (copyId: string) => `${ARC_PREFIXES.copies}${copyId}.epub`;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export interface UploadGrant {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
}

/**
 * A presigned POST for one upload to the ebook bucket at the key `keyOf` gives its new id: S3
 * itself refuses a file over `maxBytes` (content-length-range).
 */
export async function grantUploadTo(
  deps: Deps,
  keyOf: (uploadId: string) => string,
  maxBytes: number,
): Promise<UploadGrant> {
  const uploadId = randomBytes(16).toString('hex');
  const { url, fields } = await createPresignedPost(deps.s3, {
    Bucket: deps.ebookBucket,
    Key: keyOf(uploadId),
    Conditions: [['content-length-range', 1, maxBytes]],
    Expires: UPLOAD_GRANT_SECONDS,
  });
  return { uploadId, url, fields, maxBytes };
}

/** A presigned POST for one EPUB, of EBOOK_MAX_BYTES at most. */
export const grantUpload = (deps: Deps) => grantUploadTo(deps, uploadKeyOf, EBOOK_MAX_BYTES);

/** An object's size, or undefined when it is not there. */
export async function objectSize(deps: Deps, key: string): Promise<number | undefined> {
  try {
    const head = await deps.s3.send(new HeadObjectCommand({ Bucket: deps.ebookBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

export async function readObject(deps: Deps, key: string): Promise<Uint8Array> {
  const reply = await deps.s3.send(new GetObjectCommand({ Bucket: deps.ebookBucket, Key: key }));
  return reply.Body!.transformToByteArray();
}

/** The object as a stream of chunks (the watermark reads it without holding the source whole). */
export async function streamObject(deps: Deps, key: string): Promise<AsyncIterable<Uint8Array>> {
  const reply = await deps.s3.send(new GetObjectCommand({ Bucket: deps.ebookBucket, Key: key }));
  return reply.Body as unknown as AsyncIterable<Uint8Array>;
}

export async function writeObject(deps: Deps, key: string, body: Uint8Array): Promise<void> {
  await deps.s3.send(
    new PutObjectCommand({ Bucket: deps.ebookBucket, Key: key, Body: body, ContentType: EPUB_MEDIA_TYPE }),
  );
}

export async function copyObject(deps: Deps, from: string, to: string): Promise<void> {
  await deps.s3.send(
    new CopyObjectCommand({ Bucket: deps.ebookBucket, Key: to, CopySource: `${deps.ebookBucket}/${from}` }),
  );
}

export async function deleteObject(deps: Deps, key: string): Promise<void> {
  await deps.s3.send(new DeleteObjectCommand({ Bucket: deps.ebookBucket, Key: key }));
}

/** A listing S3 itself always answers: only an emulator without versions (s3rver, locally) refuses it. */
const isUnsupported = (error: unknown) =>
  ['MethodNotAllowed', 'NotImplemented'].includes((error as Error).name) || [405, 501].includes(statusOf(error) ?? 0);

/** Every version of the object at `key` and every delete marker over it (one, without a version, where the bucket keeps none). */
async function versionsOf(deps: Deps, key: string): Promise<ObjectIdentifier[]> {
  const found: ObjectIdentifier[] = [];
  let markers: { KeyMarker?: string; VersionIdMarker?: string } = {};
  try {
    for (;;) {
      const page: ListObjectVersionsCommandOutput = await deps.s3.send(
        new ListObjectVersionsCommand({ Bucket: deps.ebookBucket, Prefix: key, ...markers }),
      );
      for (const version of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
        if (version.Key === key)
          found.push({ Key: key, ...(version.VersionId ? { VersionId: version.VersionId } : {}) });
      }
      if (!page.IsTruncated) return found;
      markers = { KeyMarker: page.NextKeyMarker, VersionIdMarker: page.NextVersionIdMarker };
    }
  } catch (error) {
    if (isUnsupported(error)) return [{ Key: key }];
    throw error;
  }
}

const DELETE_OBJECTS_MAX = 1000;

/**
 * Deletes the object at `key` in every version, and the delete markers over it: the ebook bucket
 * is versioned, so a plain DeleteObject would only hide the versions behind a marker. What an
 * erasure needs of a reader's copy. Throws when S3 kept any of them.
 */
export async function deleteEveryVersion(deps: Deps, key: string): Promise<void> {
  const versions = await versionsOf(deps, key);
  for (let i = 0; i < versions.length; i += DELETE_OBJECTS_MAX) {
    const reply = await deps.s3.send(
      new DeleteObjectsCommand({
        Bucket: deps.ebookBucket,
        Delete: { Objects: versions.slice(i, i + DELETE_OBJECTS_MAX), Quiet: true },
      }),
    );
    const kept = reply.Errors ?? [];
    if (kept.length)
      throw new Error(`S3 kept ${kept.length} version(s) of ${key}: ${kept[0]!.Code ?? ''} ${kept[0]!.Message ?? ''}`);
  }
}
