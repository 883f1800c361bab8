import { IMAGE_FORMAT_NAMES, type ImageFormat } from '../../contract/images';

/**
 * What an upload is, by its first bytes only (its name and the type the browser claimed say
 * nothing): a JPEG, PNG, WebP or AVIF picture, or a refusal in words the author can act on. Runs
 * before any image library sees the file, so an SVG (a drawing that can carry scripts) or a web
 * page never reaches a decoder.
 */
export type Sniffed = { format: ImageFormat } | { refused: string };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const SAVE_AS = `Save or export it as ${IMAGE_FORMAT_NAMES} and upload that.`;
export const REFUSALS = {
  svg: `This file is an SVG drawing, which the site does not take: an SVG can carry scripts that would run on your pages. ${SAVE_AS}`,
  html: `This file is a web page (HTML), not a picture, whatever its name says. ${SAVE_AS}`,
  heic: 'This is an iPhone HEIC photo, which browsers cannot show. On the iPhone, choose Settings › Camera › Formats › Most Compatible, or export the photo as JPEG, and upload that.',
  gif: `This is a GIF, which the site does not take (an animated one would not move in emails either). ${SAVE_AS}`,
  other: `This file is not a ${IMAGE_FORMAT_NAMES} picture, whatever its name says. ${SAVE_AS}`,
} as const;

/** The ISO media file's brands (AVIF and HEIC are both HEIF containers): the major brand and the compatible ones. */
function heifBrands(bytes: Uint8Array): string[] | undefined {
  if (ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 64);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Markup, told by what its first kilobyte holds once a byte-order mark and white space are passed. */
function markupKind(bytes: Uint8Array): 'svg' | 'html' | undefined {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!head.startsWith('<')) return undefined;
  if (head.includes('<svg')) return 'svg';
  return 'html';
}

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, JPEG)) return { format: 'jpeg' };
  if (startsWith(bytes, PNG)) return { format: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { format: 'webp' };
  const brands = heifBrands(bytes);
  if (brands?.some((brand) => brand === 'avif' || brand === 'avis')) return { format: 'avif' };
  if (brands?.some((brand) => ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1'].includes(brand)))
    return { refused: REFUSALS.heic };
  if (ascii(bytes, 0, 4) === 'GIF8') return { refused: REFUSALS.gif };
  const markup = markupKind(bytes);
  if (markup) return { refused: REFUSALS[markup] };
  return { refused: REFUSALS.other };
}
