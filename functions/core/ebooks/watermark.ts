import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { escapeHtml } from '../../lib/html-page';
import { DELIVERY_TIME_ZONE } from '../downloads/expiry';
import { encodeInvisible, findInOpf, findInText, opfIdentifier } from './fingerprint';

/**
 * A reader's copy of an EPUB (issue 16 item 4): a visible ex-libris page that names them, first
 * in the reading order, and the copy's fingerprint in the package metadata and in the paragraphs
 * of every content document, so removing the page, or one file, leaves it in the others. The
 * archive is rewritten with `mimetype` first and stored, as EPUB's container format asks.
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

const preparedOn = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: DELIVERY_TIME_ZONE });
const CONTENT = /\.x?html?$/i;
/** Text compresses; images and fonts already are. */
const TEXT = /\.(x?html?|opf|ncx|css|xml|svg|txt)$/i;

async function bytesOf(source: AsyncIterable<Uint8Array> | Uint8Array): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source;
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/** The ex-libris page, as XHTML for the package's EPUB version. */
function exLibrisPage(mark: CopyMark, epub2: boolean): string {
  const who = [mark.name, mark.email].filter(Boolean).map((part) => escapeHtml(part!)).join(' ');
  const doctype = epub2 ? '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">' : '<!DOCTYPE html>';
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

export async function watermarkEpub(source: AsyncIterable<Uint8Array> | Uint8Array, mark: CopyMark): Promise<Uint8Array> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(await bytesOf(source));
  } catch {
    throw new NotAnEpubError();
  }
  const container = files['META-INF/container.xml'];
  const opfPath = container && attr(/<rootfile\b[^>]*>/.exec(strFromU8(container))?.[0] ?? '', 'full-path');
  if (!opfPath || !files[opfPath]) throw new NotAnEpubError();
  let opf = strFromU8(files[opfPath]);
  const epub2 = /<package\b[^>]*\sversion\s*=\s*["']2/.test(opf);
  const base = dirOf(opfPath);
  const run = encodeInvisible(mark.copyId);

  // Every content document of the manifest but the navigation.
  for (const [item] of opf.matchAll(/<item\b[^>]*>/g)) {
    const href = attr(item, 'href');
    if (!href || attr(item, 'media-type') !== 'application/xhtml+xml' || /\bnav\b/.test(attr(item, 'properties') ?? '')) continue;
    const path = base + decodeURIComponent(href);
    if (files[path]) files[path] = strToU8(markParagraphs(strFromU8(files[path]), run));
  }

  const page = `ex-libris-${mark.copyId.slice(0, 8)}`;
  files[`${base}${page}.xhtml`] = strToU8(exLibrisPage(mark, epub2));
  opf = opf
    .replace(/<\/metadata>/, `<dc:identifier id="${page}-id">${opfIdentifier(mark.copyId)}</dc:identifier></metadata>`)
    .replace(/<\/manifest>/, `<item id="${page}" href="${page}.xhtml" media-type="application/xhtml+xml"/></manifest>`)
    .replace(/(<spine\b[^>]*>)/, `$1<itemref idref="${page}"/>`);
  files[opfPath] = strToU8(opf);

  const { mimetype, ...rest } = files;
  const zippable: Zippable = { mimetype: [mimetype ?? strToU8('application/epub+zip'), { level: 0 }] };
  for (const [name, data] of Object.entries(rest)) zippable[name] = [data, { level: TEXT.test(name) ? 6 : 0 }];
  return zipSync(zippable, { mtime: mark.preparedAt });
}

/** The copy ids an EPUB carries, and in which files: any zip, any order, any compression. */
export function findFingerprint(epub: Uint8Array): { copyIds: string[]; places: string[] } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(epub);
  } catch {
    throw new NotAnEpubError();
  }
  const ids = new Set<string>();
  const places: string[] = [];
  for (const [name, data] of Object.entries(files)) {
    const found = name.endsWith('.opf') ? findInOpf(strFromU8(data)) : CONTENT.test(name) ? findInText(strFromU8(data)) : [];
    if (!found.length) continue;
    found.forEach((id) => ids.add(id));
    places.push(name);
  }
  return { copyIds: [...ids], places };
}
