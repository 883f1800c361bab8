import * as z from 'zod';
import { IMMUTABLE_CACHE_CONTROL } from './edge';

/**
 * The author's images (covers, portraits, pictures for posts and newsletters): what an upload may
 * be, the variants kept of it, and where readers get them. Server and admin import this file.
 */

/** The formats an upload may be, told by its bytes, never by its name. */
const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Each format's media type is image/ and its own name. */
export const imageMediaType = (format: ImageFormat) => `image/${format}`;
export const IMAGE_FORMAT_NAMES = 'JPEG, PNG, WebP or AVIF';

const MB = 1024 * 1024;
/** A phone's photo at full size (5 to 25 MB) fits; the presigned upload's policy holds S3 to it. */
export const IMAGE_MAX_BYTES = 40 * MB;
/**
 * The most pixels a picture may declare, read from its header before any decoding: a 48- or
 * 64-megapixel phone photo passes, a picture made to fill the function's memory (a small file
 * declaring 30,000 × 30,000) does not.
 */
export const IMAGE_MAX_PIXELS = 100_000_000;
/** The widths kept of each picture (never wider than it is): a cover's thumbnail up to a full-width photo on a large screen. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;
/** The widest variant her Markdown names: sharp at twice a post's column or an email's, and not the 2,400 px one. */
export const MARKDOWN_IMAGE_WIDTH = 1600;
/** Alt text: what a screen reader says instead of the picture. */
export const ALT_MAX_LENGTH = 300;
/** Pictures one client may add a day: far above an afternoon's work, low enough to stop a runaway script. */
export const IMAGE_UPLOAD_RATE_LIMIT = { requests: 200, perSeconds: 86_400 } as const;
/** What all her pictures' variants may take in the bucket together (at S3's price, cents a month). */
export const IMAGES_MAX_STORED_BYTES = 5 * 1024 * MB;

/**
 * Where readers get the variants: CloudFront's `/media/*` behaviour (infra/edge/declaration.ts)
 * serves the media bucket's `media/` keys, each content-addressed, so a URL never changes what it
 * shows and browsers keep it a year.
 */
export const MEDIA_PATH_PREFIX = '/media/';
export const MEDIA_CACHE_CONTROL = IMMUTABLE_CACHE_CONTROL;

/**
 * A variant's path: the hash of its bytes, then its size, so whatever shows it (an email, a page)
 * knows its width and height from its address alone: `/media/<hash>-1600x1200.jpg`.
 */
const MEDIA_PATH = /^\/media\/[a-f0-9]{24}-(\d{1,5})x(\d{1,5})\.(?:webp|jpg|png)$/;
export const mediaPathOf = (hash: string, width: number, height: number, extension: string) =>
  `${MEDIA_PATH_PREFIX}${hash}-${width}x${height}.${extension}`;
/** Whether a path names one of her pictures' variants. */
export const isMediaPath = (path: string) => MEDIA_PATH.test(path);
/** The size a variant's path (or its address on the site) says it has; undefined for any other. */
export function mediaSizeOf(address: string): { width: number; height: number } | undefined {
  const path = /^https?:\/\/[^/]+(\/.*)$/.exec(address)?.[1] ?? address;
  const match = MEDIA_PATH.exec(path);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

export const imageUploadBody = z.strictObject({
  filename: z.string({ error: 'Give the file’s name.' }).trim().min(1, 'Give the file’s name.').max(300),
  bytes: z
    .number({ error: 'Give the file’s size in bytes.' })
    .int()
    .min(1, 'The file is empty.')
    .max(IMAGE_MAX_BYTES, `The file is too large: a picture may be at most ${IMAGE_MAX_BYTES / MB} MB.`),
});

export const imageUploadId = z
  .string({ error: 'Give the upload’s id.' })
  .regex(/^[a-f0-9]{32}$/, 'That upload id is not valid: start the upload again.');

export const altText = z
  .string({ error: 'Describe the picture in words.' })
  .trim()
  .min(1, 'Describe the picture in a few words (its alt text): readers who cannot see it hear this instead.')
  .max(ALT_MAX_LENGTH, `Alt text has at most ${ALT_MAX_LENGTH} characters.`);

export const createImageBody = z.strictObject({ uploadId: imageUploadId, alt: altText });

/** A picture's size in pixels, upright (EXIF orientation applied). */
const pixelSize = { width: z.number().int(), height: z.number().int() };

export const imageVariant = z.object({
  /** Site-relative: `/media/<hash>.<ext>`. */
  path: z.string(),
  mediaType: z.string(),
  ...pixelSize,
  bytes: z.number().int(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const image = z.object({
  id: z.string(),
  alt: z.string(),
  /** The picture's own size. */
  ...pixelSize,
  /** The format it was uploaded in. */
  format: z.enum(IMAGE_FORMATS),
  /** WebP variants, narrowest first, then the same widths in JPEG or PNG (what every mail client shows). */
  variants: z.array(imageVariant),
  /** The variant her Markdown names (JPEG or PNG, which every mail app shows, MARKDOWN_IMAGE_WIDTH wide at most), as an address on the site. */
  url: z.string(),
  createdAt: z.string(),
});
export type Image = z.infer<typeof image>;
export const imageList = z.object({
  images: z.array(image),
  /** What her pictures take in the bucket, and the most they may. */
  storedBytes: z.number().int(),
  maxStoredBytes: z.number().int(),
});
export type ImageList = z.infer<typeof imageList>;

/** The Markdown that shows a picture in a post or a newsletter. */
export const imageMarkdown = (picture: Pick<Image, 'alt' | 'url'>) =>
  `![${picture.alt.replace(/[[\]\\]/g, '\\$&')}](${picture.url})`;
