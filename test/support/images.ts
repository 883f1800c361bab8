import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/**
 * Files the picture intake is tried with: what an author uploads (a phone photo with its GPS
 * position), and what it must refuse before decoding (a PNG whose header declares more pixels than
 * its bytes hold, web pages and drawings named `.jpg`).
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few dozen bytes whose header declares `width` × `height` pixels (a decompression bomb's shape). */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML_NAMED_JPG = Buffer.from(
  '<!doctype html><html><head><title>x</title></head><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** Where the test photo says it was taken: Welland, Ontario. */
export const GPS_EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '42/1 59/1 30/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '79/1 14/1 55/1',
  },
};

/** A phone-like JPEG: `width` × `height`, with EXIF naming where it was taken and, optionally, an orientation. */
export async function photo(width: number, height: number, { orientation }: { orientation?: number } = {}) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 150, g: 90, b: 60 } } })
    .jpeg({ quality: 80 })
    .withExif(GPS_EXIF);
  return (orientation ? base.withMetadata({ orientation }) : base).toBuffer();
}
