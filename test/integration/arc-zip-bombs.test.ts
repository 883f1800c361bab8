import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Ebook } from '../../functions/contract/arc';
import { objectSize, uploadKeyOf } from '../../functions/core/arc/ebook-files';
import { deps } from '../../functions/lib/deps';
import { invoke, type Invoked } from '../support/invoke';
import { epubBomb } from '../support/zip-bomb';

/**
 * Issue 24 item 6: a zip bomb (a file of a few hundred kilobytes that unpacks to hundreds of
 * megabytes) given to the leak lookup or the upload check is refused in words, at once, and the
 * site answers other requests meanwhile; the file is deleted, nothing is kept.
 */

/** The file as the admin's browser leaves it in the bucket (straight, as the presigned POST would). */
async function uploaded(bytes: Uint8Array): Promise<string> {
  const uploadId = randomUUID().replace(/-/g, '');
  await deps().s3.send(new PutObjectCommand({ Bucket: deps().ebookBucket, Key: uploadKeyOf(uploadId), Body: bytes }));
  return uploadId;
}

/** The reply to `request`, and the slowest of the GETs sent one after another while it ran. */
async function whileAnswering(
  request: Promise<Invoked>,
): Promise<{ reply: Invoked; gets: number[]; slowestGetMs: number }> {
  let done = false;
  const reply = request.finally(() => (done = true));
  const gets: number[] = [];
  let slowestGetMs = 0;
  do {
    const started = performance.now();
    gets.push((await invoke('listBlogPosts')).status);
    slowestGetMs = Math.max(slowestGetMs, performance.now() - started);
  } while (!done);
  return { reply: await reply, gets, slowestGetMs };
}

const BOOK_REFUSAL = /^(This|A) file .*unpacks to more than .*: it is not a book this site can read/;

describe('zip bombs', () => {
  // 3 chapters of 120 MB of zeros: about 370 KB.
  const bomb = epubBomb(3, 120);

  it('the leak lookup refuses a suspect file that unpacks to 360 MB, in words, deletes it, and the site keeps answering', async () => {
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    const uploadId = await uploaded(bomb);
    const { reply, gets, slowestGetMs } = await whileAnswering(invoke('lookUpLeak', { body: { uploadId } }));
    expect(reply.status, reply.text).toBe(400);
    expect(reply.json<{ message: string }>().message).toMatch(BOOK_REFUSAL);
    expect(gets.every((status) => status === 200)).toBe(true);
    expect(slowestGetMs).toBeLessThan(10_000);
    expect(await objectSize(deps(), uploadKeyOf(uploadId))).toBeUndefined();
  });

  it('the upload check refuses a book that unpacks to 360 MB, in words, keeps nothing of it, and the site keeps answering', async () => {
    const before = (await invoke('listEbooks')).json<{ books: Ebook[] }>().books.length;
    const uploadId = await uploaded(bomb);
    const { reply, gets, slowestGetMs } = await whileAnswering(
      invoke('createEbook', { body: { uploadId, title: 'Bomb' } }),
    );
    expect(reply.status, reply.text).toBe(400);
    expect(reply.json<{ message: string }>().message).toMatch(BOOK_REFUSAL);
    expect(gets.every((status) => status === 200)).toBe(true);
    expect(slowestGetMs).toBeLessThan(10_000);
    expect(await objectSize(deps(), uploadKeyOf(uploadId))).toBeUndefined();
    expect((await invoke('listEbooks')).json<{ books: Ebook[] }>().books).toHaveLength(before);
  });
});
