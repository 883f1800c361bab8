import { strToU8, zipSync, type Zippable } from 'fflate';
import { escapeHtml } from '../../emails/html';

/**
 * An EPUB from chapters of XHTML: the package EPUBCheck accepts and e-readers (and Send to Kindle)
 * open: the stored `mimetype` first, the container, the package document with title, language,
 * author and identifier, the chapters, and the navigation (EPUB 3's nav document, or EPUB 2's NCX).
 * The free stories' downloads are built with it, and so are the tests' books.
 */
export interface EpubChapter {
  /** The chapter file's name without `.xhtml` (an XML name: a letter first). */
  id: string;
  title: string;
  /** The chapter's body: XHTML markup, the caller's to escape. */
  body: string;
}

export interface EpubResource {
  id: string;
  href: string;
  mediaType: string;
  bytes: Uint8Array;
}

export interface EpubBook {
  title: string;
  author?: string;
  language: string;
  /** A URN that stays the book's across downloads (`urn:uuid:…`). */
  identifier: string;
  /** The package's last-modified time (EPUB 3's `dcterms:modified`) and every entry's in the zip. */
  modified: Date;
  version?: '3.0' | '2.0';
  chapters: readonly EpubChapter[];
  /** Pictures and the like, stored uncompressed. */
  resources?: readonly EpubResource[];
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function buildEpub(book: EpubBook): Uint8Array {
  const { language, identifier, chapters, resources = [], version = '3.0' } = book;
  const title = escapeHtml(book.title);
  const epub3 = version === '3.0';
  const doctype = epub3
    ? '<!DOCTYPE html>'
    : '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">';
  const lang = `xml:lang="${language}"${epub3 ? ` lang="${language}"` : ''}`;
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      `${XML}<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
    ),
  };
  for (const chapter of chapters) {
    const heading = escapeHtml(chapter.title);
    files[`OEBPS/${chapter.id}.xhtml`] = strToU8(
      `${XML}${doctype}\n<html xmlns="http://www.w3.org/1999/xhtml" ${lang}><head><title>${heading}</title></head>\n<body><h1>${heading}</h1>\n${chapter.body}\n</body></html>`,
    );
  }
  for (const resource of resources) files[`OEBPS/${resource.href}`] = [resource.bytes, { level: 0 }];
  const manifest = [
    ...chapters.map(({ id }) => `<item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`),
    epub3
      ? '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
      : '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>',
    ...resources.map(({ id, href, mediaType }) => `<item id="${id}" href="${href}" media-type="${mediaType}"/>`),
  ].join('');
  const modified = `${book.modified.toISOString().slice(0, 19)}Z`;
  const creator = book.author ? `<dc:creator>${escapeHtml(book.author)}</dc:creator>` : '';
  files['OEBPS/content.opf'] =
    strToU8(`${XML}<package xmlns="http://www.idpf.org/2007/opf" version="${version}" unique-identifier="bookid">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"${epub3 ? '' : ' xmlns:opf="http://www.idpf.org/2007/opf"'}><dc:identifier id="bookid">${identifier}</dc:identifier><dc:title>${title}</dc:title>${creator}<dc:language>${language}</dc:language>${epub3 ? `<meta property="dcterms:modified">${modified}</meta>` : ''}</metadata>
<manifest>${manifest}</manifest>
<spine${epub3 ? '' : ' toc="ncx"'}>${chapters.map(({ id }) => `<itemref idref="${id}"/>`).join('')}</spine>
</package>`);
  if (epub3) {
    const list = chapters.map(({ id, title }) => `<li><a href="${id}.xhtml">${escapeHtml(title)}</a></li>`).join('');
    files['OEBPS/nav.xhtml'] = strToU8(
      `${XML}<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" ${lang}><head><title>${title}</title></head><body><nav epub:type="toc"><h1>Contents</h1><ol>${list}</ol></nav></body></html>`,
    );
  } else {
    const points = chapters
      .map(
        ({ id, title }, i) =>
          `<navPoint id="np-${i + 1}" playOrder="${i + 1}"><navLabel><text>${escapeHtml(title)}</text></navLabel><content src="${id}.xhtml"/></navPoint>`,
      )
      .join('');
    files['OEBPS/toc.ncx'] = strToU8(
      `${XML}<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="${identifier}"/><meta name="dtb:depth" content="1"/><meta name="dtb:totalPageCount" content="0"/><meta name="dtb:maxPageNumber" content="0"/></head><docTitle><text>${title}</text></docTitle><navMap>${points}</navMap></ncx>`,
    );
  }
  return zipSync(files, { mtime: book.modified });
}
