import { strToU8, zipSync } from 'fflate';
import { EBOOK_FILENAME, EPUB_MEDIA_TYPE } from '../../functions/contract/constants';

/**
 * A small but valid EPUB 3 of the free ebook, made here so the local bucket has something real
 * to deliver. The `mimetype` entry must come first and be stored uncompressed (EPUB OCF 3.0 §4.3).
 */
export function sampleEpub(title = 'True Veil Blues'): Uint8Array {
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="bookid">urn:uuid:7d0f6f2a-4a52-4c55-9d3b-3c1c2b4f7e10</dc:identifier>
    <dc:title>${title}</dc:title>
    <dc:language>en</dc:language>
    <meta property="dcterms:modified">2025-07-26T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="ch1" href="chapter-1.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine><itemref idref="ch1"/></spine>
</package>`;
  const nav = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>${title}</title></head>
<body><nav epub:type="toc"><ol><li><a href="chapter-1.xhtml">Chapter One</a></li></ol></nav></body></html>`;
  const chapter = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter One</title></head>
<body><h1>Chapter One</h1><p>This is the local sample of ${title}. Replace it with the real book (see the README).</p></body></html>`;
  return zipSync(
    {
      mimetype: [strToU8(EPUB_MEDIA_TYPE), { level: 0 }],
      'META-INF/container.xml': strToU8(container),
      'OEBPS/content.opf': strToU8(opf),
      'OEBPS/nav.xhtml': strToU8(nav),
      'OEBPS/chapter-1.xhtml': strToU8(chapter),
    },
    { mtime: new Date('2025-07-26T00:00:00Z') },
  );
}

export const SAMPLE_EPUB_KEY = EBOOK_FILENAME;
