import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { ZIP_BOUNDS } from '../../functions/contract/constants';
import { NotAZipError, readZip, SLICE_BYTES, whole, type ZipBounds } from '../../functions/core/ebooks/read-zip';
import { findFingerprint, watermarkEpub } from '../../functions/core/ebooks/watermark';
import { ZipBoundError } from '../../functions/lib/errors';
import { makeEpub } from '../support/make-epub';
import { epubBomb, zipBomb } from '../support/zip-bomb';

/** Issue 24 item 6: every zip the site reads goes through one bounded, streamed reader. */

// Unpacking tens of megabytes takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const MB = 1024 * 1024;
/** The most one slice of the source can unpack to (deflate's limit is about 1,032:1). */
const ONE_SLICE_OUT = SLICE_BYTES * 1032;
const unbounded: ZipBounds = {
  entries: Infinity,
  entryBytes: Infinity,
  totalBytes: Infinity,
  ratio: Infinity,
  ratioFromBytes: 0,
};

/** The file as S3 hands it over, in 64 KB chunks, counting what was taken and whether the stream was closed. */
function streamed(bytes: Uint8Array) {
  const state = { taken: 0, closed: false };
  async function* chunks() {
    try {
      for (let at = 0; at < bytes.length; at += 64 * 1024) {
        const chunk = bytes.subarray(at, at + 64 * 1024);
        state.taken += chunk.length;
        yield chunk;
      }
    } finally {
      state.closed = true;
    }
  }
  return { source: chunks(), state };
}

/** Reads the zip keeping what it hands over per entry; the error it stops with, if any. */
async function read(source: AsyncIterable<Uint8Array> | Uint8Array, bounds?: ZipBounds) {
  const handed = new Map<string, number>();
  try {
    await readZip(source, (name) => (chunk) => handed.set(name, (handed.get(name) ?? 0) + chunk.length), bounds);
    return { handed };
  } catch (error) {
    return { handed, error: error as Error };
  }
}

const handedTotal = (handed: Map<string, number>) => [...handed.values()].reduce((sum, n) => sum + n, 0);

describe('the bounded zip reader', () => {
  it('reads a real book whole, each entry as fflate unpacks it, and a small file that packs 900:1', async () => {
    const book = makeEpub({ chapters: 12, paragraphsPerChapter: 100, imageBytes: 2 * MB });
    const files: Record<string, Uint8Array> = {};
    await readZip(streamed(book).source, (name) => whole((data) => (files[name] = data)));
    const expected = unzipSync(book);
    expect(Object.keys(files)).toEqual(Object.keys(expected));
    for (const [name, data] of Object.entries(expected)) expect(Buffer.compare(files[name]!, data), name).toBe(0);

    const blank = zipSync({ 'OEBPS/blank.xhtml': new Uint8Array(900 * 1024) }, { level: 9 });
    expect((900 * 1024) / blank.length).toBeGreaterThan(ZIP_BOUNDS.ratio);
    expect((await read(blank)).handed.get('OEBPS/blank.xhtml')).toBe(900 * 1024);
  });

  it(`stops at the ${ZIP_BOUNDS.entries + 1}th entry, leaving the rest of the file unread`, async () => {
    const files: Zippable = {};
    for (let i = 0; i < 3 * ZIP_BOUNDS.entries; i++) files[`f${i}.txt`] = strToU8('x');
    const zip = zipSync(files, { level: 0 });
    const { source, state } = streamed(zip);
    const { error } = await read(source);
    expect(error).toBeInstanceOf(ZipBoundError);
    expect(error!.message).toBe(
      `This file holds more than ${ZIP_BOUNDS.entries.toLocaleString('en-US')} files: it is not a book this site can read.`,
    );
    expect(state.closed).toBe(true);
    expect(state.taken).toBeLessThan(zip.length / 2);
  });

  it('stops an entry that unpacks past its bound, having unpacked at most one slice more', async () => {
    const bounds = { ...unbounded, entryBytes: 20 * MB };
    const { source, state } = streamed(
      zipBomb([
        { name: 'a.xhtml', zeroMegabytes: 2 },
        { name: 'b.xhtml', zeroMegabytes: 64 },
        { name: 'c.xhtml', zeroMegabytes: 64 },
      ]),
    );
    const { handed, error } = await read(source, bounds);
    expect(error).toBeInstanceOf(ZipBoundError);
    expect(error!.message).toBe(
      'A file inside this one unpacks to more than 20 MB: it is not a book this site can read.',
    );
    expect((error as ZipBoundError).inflatedBytes).toBeLessThan(2 * MB + 20 * MB + ONE_SLICE_OUT);
    expect(handed.get('b.xhtml')).toBeGreaterThan(0);
    expect(handed.get('b.xhtml')).toBeLessThanOrEqual(20 * MB);
    expect(handed.has('c.xhtml')).toBe(false);
    expect(state.closed).toBe(true);
  });

  it('stops a file whose entries together unpack past the total bound, having unpacked at most one slice more', async () => {
    const bounds = { ...unbounded, totalBytes: 8 * MB };
    const entries = Array.from({ length: 20 }, (_, i) => ({ name: `part-${i}.xhtml`, zeroMegabytes: 3 }));
    const { handed, error } = await read(zipBomb(entries), bounds);
    expect(error).toBeInstanceOf(ZipBoundError);
    expect(error!.message).toBe('This file unpacks to more than 8 MB: it is not a book this site can read.');
    expect((error as ZipBoundError).inflatedBytes).toBeLessThan(8 * MB + ONE_SLICE_OUT);
    expect(handedTotal(handed)).toBeLessThanOrEqual(8 * MB);
    expect(handed.size).toBeLessThan(5);
  });

  it(`stops an entry past ${ZIP_BOUNDS.ratioFromBytes / MB} MB that unpacks more than ${ZIP_BOUNDS.ratio}× its packed size, in its first slice`, async () => {
    const bomb = epubBomb(3, 120);
    const { source, state } = streamed(bomb);
    const { handed, error } = await read(source);
    expect(error).toBeInstanceOf(ZipBoundError);
    expect(error!.message).toBe(
      `A file inside this one unpacks to more than ${ZIP_BOUNDS.ratio} times its packed size: it is not a book this site can read.`,
    );
    expect((error as ZipBoundError).inflatedBytes).toBeLessThan(ZIP_BOUNDS.ratioFromBytes + ONE_SLICE_OUT);
    expect(handed.has('OEBPS/chapter-2.xhtml')).toBe(false);
    expect(state.taken).toBeLessThan(bomb.length / 2);
    expect(state.closed).toBe(true);
  });

  it('says a file that is not a zip, or is cut short, is not one', async () => {
    expect((await read(strToU8('just some text, not a book'))).error).toBeInstanceOf(NotAZipError);
    const book = makeEpub();
    expect((await read(book.subarray(0, book.length / 2))).error).toBeInstanceOf(NotAZipError);
  });

  it('is what the leak lookup and the watermark read through', async () => {
    const bomb = epubBomb(3, 120);
    await expect(findFingerprint(bomb)).rejects.toThrow(ZipBoundError);
    await expect(
      watermarkEpub(bomb, { copyId: '0123456789abcdef', email: 'ann@example.com', preparedAt: new Date() }),
    ).rejects.toThrow(ZipBoundError);
  });
});
