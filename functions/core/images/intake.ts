import { createHash } from 'node:crypto';
import type { Sharp, SharpOptions } from 'sharp';
import {
  IMAGE_FORMAT_NAMES,
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_WIDTHS,
  imageMediaType,
  mediaPathOf,
  type ImageFormat,
  type ImageVariant,
} from '../../contract/images';
import { BadRequestError } from '../../lib/errors';
import { sniffImage } from './sniff';

/**
 * An uploaded picture made fit for the site: its type told by its bytes (`sniffImage`), its size
 * read from its header and refused when too large before a pixel is decoded, then turned upright
 * (EXIF orientation) and written again at a few widths, never wider than it is, as WebP and as JPEG
 * or PNG for mail clients. Writing it again keeps no metadata: no EXIF, so no GPS position, no
 * camera, no comment. Each variant is named by the hash of its bytes, so its URL never changes
 * what it shows.
 *
 * sharp (libvips, a native module) is loaded on the first picture only, so the admin function's
 * cold start and every other admin route never read it.
 */

export interface Variant extends ImageVariant {
  /** The media bucket's key: the path without its leading slash. */
  key: string;
  body: Buffer;
}

export interface Intake {
  format: ImageFormat;
  width: number;
  height: number;
  variants: Variant[];
}

let loaded: Promise<(input: Uint8Array, options?: SharpOptions) => Sharp> | undefined;
const loadSharp = () => (loaded ??= import('sharp').then((module) => module.default));

const MEGAPIXEL = 1_000_000;
const megapixels = (pixels: number) => `${Math.round(pixels / MEGAPIXEL)} megapixels`;

/** What sharp's header reading names each format (AVIF is a HEIF container compressed with AV1). */
const isFormat = (format: ImageFormat, meta: { format?: string; compression?: string }) =>
  format === 'avif' ? meta.format === 'heif' && meta.compression === 'av1' : meta.format === format;

const damaged = (format: ImageFormat) =>
  new BadRequestError(
    `This ${format.toUpperCase()} picture is damaged: it cannot be read to the end. Open it on your device, save it again as ${IMAGE_FORMAT_NAMES}, and upload that.`,
  );

/** Its header only: the format and the size it declares, and the size it has once upright. */
async function readHeader(bytes: Uint8Array, format: ImageFormat) {
  const sharp = await loadSharp();
  // The header alone: no pixel is decoded here, whatever size it declares.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height || !isFormat(format, meta)) throw damaged(format);
  const pixels = meta.width * meta.height;
  if (pixels > IMAGE_MAX_PIXELS)
    throw new BadRequestError(
      `This picture is too large: ${meta.width.toLocaleString('en')} × ${meta.height.toLocaleString('en')} pixels (${megapixels(pixels)}); the site takes pictures of up to ${megapixels(IMAGE_MAX_PIXELS)}. Make it smaller (any photo editor's "resize" or "export") and upload it again.`,
    );
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** The widths kept: each of IMAGE_VARIANT_WIDTHS narrower than the picture, and the picture's own if it is narrower than the widest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  const widest = Math.min(width, Math.max(...IMAGE_VARIANT_WIDTHS));
  if (!widths.includes(widest)) widths.push(widest);
  return widths;
}

const EXTENSIONS = { webp: 'webp', jpeg: 'jpg', png: 'png' } as const;

function variantOf(format: keyof typeof EXTENSIONS, body: Buffer, info: { width: number; height: number }): Variant {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 24);
  const path = mediaPathOf(hash, info.width, info.height, EXTENSIONS[format]);
  return {
    key: path.slice(1),
    path,
    mediaType: imageMediaType(format),
    width: info.width,
    height: info.height,
    bytes: body.byteLength,
    body,
  };
}

export async function takeIn(bytes: Uint8Array): Promise<Intake> {
  const sniffed = sniffImage(bytes);
  if ('refused' in sniffed) throw new BadRequestError(sniffed.refused);
  const { format } = sniffed;
  const upright = await readHeader(bytes, format);
  const sharp = await loadSharp();
  const widths = variantWidths(upright.width);
  // Decoded once, at the widest size kept (JPEG decodes straight at a fraction of its size), and
  // the narrower variants made from that. The pixel limit holds here too, whatever the header said.
  const decoded = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw damaged(format);
    });
  const { width, height, channels } = decoded.info;
  const fallback = format === 'png' || channels === 4 ? 'png' : 'jpeg';
  const webp: Variant[] = [];
  const mailable: Variant[] = [];
  for (const w of widths) {
    const resized = sharp(decoded.data, { raw: { width, height, channels } }).resize({ width: w });
    const [modern, classic] = await Promise.all([
      resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      (fallback === 'png'
        ? resized.clone().png({ compressionLevel: 9 })
        : resized.clone().jpeg({ quality: 82, progressive: true })
      ).toBuffer({ resolveWithObject: true }),
    ]);
    webp.push(variantOf('webp', modern.data, modern.info));
    mailable.push(variantOf(fallback, classic.data, classic.info));
  }
  return { format, width: upright.width, height: upright.height, variants: [...webp, ...mailable] };
}
