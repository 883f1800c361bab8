import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { buildEpub } from '../../functions/core/ebooks/build-epub';

/**
 * A valid EPUB made by the tests (EPUB 3, or 2 with its NCX): chapters of paragraphs and, for the
 * bench's 5 MB book, a picture of random pixels that does not compress. EPUBCheck finds no error,
 * unless a chapter is asked to be broken.
 */
export interface EpubOptions {
  title?: string;
  version?: '3.0' | '2.0';
  chapters?: number;
  paragraphsPerChapter?: number;
  /** About this many bytes of incompressible picture. */
  imageBytes?: number;
  /** Leave this chapter's first paragraph unclosed (1 is the first chapter): a book EPUBCheck refuses. */
  brokenChapter?: number;
  /** Every chapter's paragraphs (markup allowed), in place of the stock sentences. */
  paragraphs?: readonly string[];
}

const SENTENCES = [
  'The harbour lights went out one by one as the fog came in from the lake.',
  'Mara kept the letter folded in her coat, unread, for three more days.',
  'Nobody in Welland remembered the house on Merritt Street ever being empty.',
  'He counted the steps twice, and both times there was one more than there should have been.',
  'By morning the snow had covered every track but hers.',
  'She knew the voice on the radio, though it had been dead for eleven years.',
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) =>
  (bytes.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG of random grey pixels, about `bytes` long. */
function noisePng(bytes: number): Uint8Array {
  const width = 512;
  const height = Math.max(1, Math.ceil(bytes / (width + 1)));
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) randomBytes(width).copy(raw, y * (width + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

export function makeEpub(options: EpubOptions = {}): Uint8Array {
  const {
    title = 'Harbour Lights',
    version = '3.0',
    chapters = 2,
    paragraphsPerChapter = 6,
    imageBytes = 0,
    brokenChapter,
    paragraphs: given,
  } = options;
  return buildEpub({
    title,
    language: 'en',
    identifier: 'urn:uuid:0b6c7a1e-2f4d-4e8a-9c3b-5d1e7f9a2c40',
    modified: new Date('2026-11-01T00:00:00Z'),
    version,
    chapters: Array.from({ length: chapters }, (_, c) => {
      const paragraphs = given
        ? given.map((text) => `<p>${text}</p>`).join('\n')
        : Array.from(
            { length: paragraphsPerChapter },
            (_, p) => `<p>${[0, 1, 2].map((s) => SENTENCES[(c + p + s) % SENTENCES.length]).join(' ')}</p>`,
          ).join('\n');
      const picture = c === 0 && imageBytes ? '\n<div><img src="images/plate.png" alt="A grey plate"/></div>' : '';
      const body = c + 1 === brokenChapter ? paragraphs.replace('</p>', '') : paragraphs;
      return { id: `chapter-${c + 1}`, title: `Chapter ${c + 1}`, body: body + picture };
    }),
    resources: imageBytes
      ? [{ id: 'plate', href: 'images/plate.png', mediaType: 'image/png', bytes: noisePng(imageBytes) }]
      : [],
  });
}
