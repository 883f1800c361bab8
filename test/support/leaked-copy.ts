import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * What a leaker does to a reader's watermarked copy (issue 16 item 5), for the leak lookup's tests:
 * delete the ex-libris page, repack the file, or copy a passage out of it.
 */

const EX_LIBRIS = /ex-libris/;
const textOf = (xhtml: Uint8Array) => strFromU8(xhtml).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The words of the copy's ex-libris page ('' when it has none). */
export const exLibrisText = (epub: Uint8Array) =>
  Object.entries(unzipSync(epub))
    .filter(([name]) => EX_LIBRIS.test(name))
    .map(([, data]) => textOf(data))
    .join(' ');

/**
 * The copy with its ex-libris page deleted as a careful leaker would: the page's file, its manifest
 * item and spine entry, and the package identifier added beside it; then the entries reordered and
 * recompressed into a new zip.
 */
export function withoutExLibris(epub: Uint8Array): Uint8Array {
  const kept = Object.entries(unzipSync(epub))
    .filter(([name]) => !EX_LIBRIS.test(name))
    .map(([name, data]): [string, Uint8Array] => [
      name,
      name.endsWith('.opf') ? strToU8(strFromU8(data).replace(/<(item|itemref)\b[^>]*ex-libris[^>]*\/>/g, '').replace(/<dc:identifier id="ex-libris[^<]*<\/dc:identifier>/g, '')) : data,
    ])
    .reverse();
  return zipSync(Object.fromEntries(kept), { level: 9 });
}

/** A passage as a reader copies it from the book's first chapter: a few sentences of its text. */
export function passageOf(epub: Uint8Array): string {
  const files = unzipSync(epub);
  const chapter = Object.keys(files).find((name) => /chapter.*\.xhtml$/.test(name))!;
  return textOf(files[chapter]!).slice(40, 400);
}
