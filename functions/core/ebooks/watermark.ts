import { strFromU8, strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { escapeHtml } from '../../emails/html';
import { DELIVERY_TIME_ZONE, EPUB_MEDIA_TYPE } from '../../contract/constants';
import { encodeInvisible, findInOpf, findInText, opfIdentifier } from './fingerprint';
import { markText } from './text-mark';
import { NotAZipError, readZip, whole } from './read-zip';

/**
 * A reader's copy of an EPUB: a visible ex-libris page that names them, first
 * in the reading order, and the copy's fingerprint in the package metadata and in the paragraphs
 * of every content document, so removing the page, or one file, leaves it in the others. The
 * chapters also carry the typographic mark of text-mark.ts, which survives a passage normalised
 * to plain text.
 */
export interface CopyMark {
  copyId: string;
  email: string;
  name?: string;
  preparedAt: Date;
}

export class NotAnEpubError extends Error {
  constructor() {
    super('This file is not an EPUB: it is not a zip archive.');
  }
}

const preparedOn = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: DELIVERY_TIME_ZONE,
});
const CONTENT = /\.x?html?$/i;
/** The entries the rewrite reads (and compresses); pictures, fonts and the rest pass through. */
const TEXT = /\.(x?html?|opf|ncx|css|xml|svg|txt)$/i;

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/** The ex-libris page, as XHTML for the package's EPUB version. */
function exLibrisPage(mark: CopyMark, epub2: boolean): string {
  const who = [mark.name, mark.email]
    .filter(Boolean)
    .map((part) => escapeHtml(part!))
    .join(' ');
  const doctype = epub2
    ? '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">'
    : '<!DOCTYPE html>';
  return `<?xml version="1.0" encoding="UTF-8"?>
${doctype}
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"${epub2 ? '' : ' lang="en"'}><head><title>Ex libris</title></head>
<body><div style="margin-top:30%;text-align:center">
<p>This copy was prepared for ${who} on ${preparedOn.format(mark.preparedAt)}.</p>
<p>Please do not share this file. ${encodeInvisible(mark.copyId)}Each copy is marked with its reader.</p>
</div></body></html>`;
}

/** The run after the first space of each paragraph's first text: never inside a tag or an entity. */
function markParagraphs(xhtml: string, run: string): string {
  return xhtml.replace(/(<p\b[^>]*>)([^<]*)/g, (_match, open: string, text: string) => {
    const space = text.indexOf(' ');
    return space < 0 ? open + text : `${open}${text.slice(0, space + 1)}${run}${text.slice(space + 1)}`;
  });
}

/**
 * The rewrite, streamed (fflate's Unzip in, Zip out): pictures, fonts and other binary entries pass
 * through chunk by chunk as the source arrives; only the text entries (the package document, the
 * content documents and the like, a small part of a book) are held, because the package document
 * that says which are chapters may come last. They are rewritten and added at the end.
 */
export async function watermarkEpub(
  source: AsyncIterable<Uint8Array> | Uint8Array,
  mark: CopyMark,
): Promise<Uint8Array> {
  const out: Uint8Array[] = [];
  let zipError: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) zipError = error;
    else out.push(chunk);
  });
  // First and stored, as EPUB's container format asks; the source's own is dropped.
  const mimetype = new ZipPassThrough('mimetype');
  zip.add(mimetype);
  mimetype.push(strToU8(EPUB_MEDIA_TYPE), true);

  const texts = new Map<string, Uint8Array>();
  try {
    await readZip(source, (name) => {
      if (name === 'mimetype' || name.endsWith('/')) return undefined;
      if (TEXT.test(name)) return whole((data) => texts.set(name, data));
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      return (chunk, final) => entry.push(chunk, final);
    });
  } catch (error) {
    throw error instanceof NotAZipError ? new NotAnEpubError() : error;
  }

  for (const [name, data] of rewriteTexts(texts, mark)) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(data, true);
  }
  zip.end();
  if (zipError) throw zipError;
  return Buffer.concat(out);
}

/** The text entries with the copy's marks: the ex-libris page added, the chapters and the package document marked. */
function rewriteTexts(texts: Map<string, Uint8Array>, mark: CopyMark): Map<string, Uint8Array> {
  const container = texts.get('META-INF/container.xml');
  const opfPath = container && attr(/<rootfile\b[^>]*>/.exec(strFromU8(container))?.[0] ?? '', 'full-path');
  const opfBytes = opfPath ? texts.get(opfPath) : undefined;
  if (!opfPath || !opfBytes) throw new NotAnEpubError();
  let opf = strFromU8(opfBytes);
  const epub2 = /<package\b[^>]*\sversion\s*=\s*["']2/.test(opf);
  const base = dirOf(opfPath);
  const run = encodeInvisible(mark.copyId);

  // Every content document of the manifest but the navigation.
  for (const [item] of opf.matchAll(/<item\b[^>]*>/g)) {
    const href = attr(item, 'href');
    if (!href || attr(item, 'media-type') !== 'application/xhtml+xml' || /\bnav\b/.test(attr(item, 'properties') ?? ''))
      continue;
    const path = base + decodeURIComponent(href);
    const chapter = texts.get(path);
    if (chapter) texts.set(path, strToU8(markParagraphs(markText(strFromU8(chapter), mark.copyId), run)));
  }

  const page = `ex-libris-${mark.copyId.slice(0, 8)}`;
  texts.set(`${base}${page}.xhtml`, strToU8(exLibrisPage(mark, epub2)));
  opf = opf
    .replace(/<\/metadata>/, `<dc:identifier id="${page}-id">${opfIdentifier(mark.copyId)}</dc:identifier></metadata>`)
    .replace(/<\/manifest>/, `<item id="${page}" href="${page}.xhtml" media-type="application/xhtml+xml"/></manifest>`)
    .replace(/(<spine\b[^>]*>)/, `$1<itemref idref="${page}"/>`);
  texts.set(opfPath, strToU8(opf));
  return texts;
}

/** The copy ids an EPUB carries, and in which files: any zip, any order, any compression; read as a stream within ZIP_BOUNDS. */
export async function findFingerprint(
  epub: AsyncIterable<Uint8Array> | Uint8Array,
): Promise<{ copyIds: string[]; places: string[] }> {
  const ids = new Set<string>();
  const places: string[] = [];
  const search = (name: string) => (data: Uint8Array) => {
    const found = name.endsWith('.opf') ? findInOpf(strFromU8(data)) : findInText(strFromU8(data));
    if (!found.length) return;
    found.forEach((id) => ids.add(id));
    places.push(name);
  };
  try {
    await readZip(epub, (name) => (name.endsWith('.opf') || CONTENT.test(name) ? whole(search(name)) : undefined));
  } catch (error) {
    throw error instanceof NotAZipError ? new NotAnEpubError() : error;
  }
  return { copyIds: [...ids], places };
}
