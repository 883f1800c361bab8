import { constants, crc32, deflateRawSync } from 'node:zlib';
import { strToU8, Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import { EPUB_MEDIA_TYPE } from '../../functions/contract/constants';

/**
 * Zip bombs for the tests, made at test time (no binary in the repository): entries of zeros whose
 * deflate stream is one flushed block of 1 MB of zeros (about 1 KB) repeated, so hundreds of
 * megabytes pack into a few hundred kilobytes in milliseconds (deflating them would take seconds).
 */
export type BombEntry = { name: string; text: string } | { name: string; zeroMegabytes: number };

const MB = 1024 * 1024;
const ZEROS = new Uint8Array(MB);
const BLOCK = deflateRawSync(ZEROS, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
const LAST_BLOCK = deflateRawSync(new Uint8Array(0));

function zerosEntry(name: string, megabytes: number): ZipInputFile & { send: () => void } {
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(ZEROS, crc);
  const file: ZipInputFile & { send: () => void } = {
    filename: name,
    compression: 8,
    size: megabytes * MB,
    crc,
    send: () => {
      for (let i = 0; i < megabytes; i++) file.ondata!(null, BLOCK, false);
      file.ondata!(null, LAST_BLOCK, true);
    },
  };
  return file;
}

export function zipBomb(entries: BombEntry[]): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  for (const entry of entries) {
    if ('text' in entry) {
      const file =
        entry.name === 'mimetype' ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 9 });
      zip.add(file);
      file.push(strToU8(entry.text), true);
    } else {
      const file = zerosEntry(entry.name, entry.zeroMegabytes);
      zip.add(file);
      file.send();
    }
  }
  zip.end();
  return Buffer.concat(out);
}

/** An EPUB's frame (mimetype, container, package document) around chapters of zeros: it passes the checks that read only the frame. */
export function epubBomb(chapters: number, megabytesEach: number): Uint8Array {
  const ids = Array.from({ length: chapters }, (_, i) => `chapter-${i + 1}`);
  return zipBomb([
    { name: 'mimetype', text: EPUB_MEDIA_TYPE },
    {
      name: 'META-INF/container.xml',
      text: '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    },
    {
      name: 'OEBPS/content.opf',
      text: `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b</dc:identifier><dc:title>Bomb</dc:title><dc:language>en</dc:language></metadata><manifest>${ids.map((id) => `<item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`).join('')}</manifest><spine>${ids.map((id) => `<itemref idref="${id}"/>`).join('')}</spine></package>`,
    },
    ...ids.map((id) => ({ name: `OEBPS/${id}.xhtml`, zeroMegabytes: megabytesEach })),
  ]);
}
