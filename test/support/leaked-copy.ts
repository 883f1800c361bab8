import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * What a leaker does to a reader's watermarked copy (issue 16 item 5), for the leak lookup's tests:
 * delete the ex-libris page, repack the file, or copy a passage out of it.
 */

const EX_LIBRIS = /ex-libris/;
const textOf = (xhtml: Uint8Array) =>
  strFromU8(xhtml)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

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
      name.endsWith('.opf')
        ? strToU8(
            strFromU8(data)
              .replace(/<(item|itemref)\b[^>]*ex-libris[^>]*\/>/g, '')
              .replace(/<dc:identifier id="ex-libris[^<]*<\/dc:identifier>/g, ''),
          )
        : data,
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

/** Text as common tools normalise it: NFKC, zero-width and other format characters (Cf) removed, whitespace collapsed. */
export const asPlainText = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The text of paragraphs `from` to `from + count - 1` of a chapter's XHTML, one per line, as a reading app copies them. */
export const paragraphsOfXhtml = (xhtml: string, from: number, count: number) =>
  [...xhtml.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)]
    .slice(from, from + count)
    .map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&(#x?[0-9a-f]+|\w+);/gi, (_, name: string) =>
          name.startsWith('#')
            ? String.fromCodePoint(parseInt(name.replace(/^#x?/i, ''), /^#x/i.test(name) ? 16 : 10))
            : (ENTITIES[name] ?? ''),
        ),
    )
    .join('\n');

/** Paragraphs of the copy's first chapter as a reader copies them. */
export function paragraphsOf(epub: Uint8Array, from: number, count: number): string {
  const files = unzipSync(epub);
  const chapter = Object.keys(files).find((name) => /chapter.*\.xhtml$/.test(name))!;
  return paragraphsOfXhtml(strFromU8(files[chapter]!), from, count);
}
