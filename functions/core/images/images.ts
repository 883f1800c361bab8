import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  IMAGE_MAX_BYTES,
  IMAGES_MAX_STORED_BYTES,
  MARKDOWN_IMAGE_WIDTH,
  MEDIA_CACHE_CONTROL,
  type Image,
  type ImageVariant,
} from '../../contract/images';
import { getImage, listImageItems, putImage, type ImageItem } from '../../entities/image';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { deleteObject, grantUploadTo, objectSize, readObject } from '../arc/ebook-files';
import { imageUploadKey } from './media-keys';
import { takeIn } from './intake';

/**
 * The author's pictures: the browser sends the file straight to the ebook bucket's uploads (a
 * presigned POST, as EPUBs go: API Gateway takes no body over 10 MB and a phone's photo is often
 * larger), then asks for it to be kept. Keeping it reads the upload, takes it in (`takeIn`: type,
 * size, metadata, variants), writes the variants to the media bucket, records the picture, and
 * deletes the upload whatever happened, so nothing of a refused file stays.
 */

const MB = 1024 * 1024;

/** A presigned POST for one picture: S3 itself refuses a file over IMAGE_MAX_BYTES. */
export const grantImageUpload = (deps: Deps) => grantUploadTo(deps, imageUploadKey, IMAGE_MAX_BYTES);

/** The variant her Markdown names: JPEG or PNG, which every mail app shows, the widest up to MARKDOWN_IMAGE_WIDTH. */
function mailableOf(variants: ImageVariant[]): ImageVariant {
  const mailable = variants.filter((v) => v.mediaType !== 'image/webp');
  return mailable.filter((v) => v.width <= MARKDOWN_IMAGE_WIDTH).at(-1) ?? mailable[0]!;
}

const toImage = (deps: Pick<Deps, 'siteUrl'>, item: ImageItem): Image => ({
  id: item.id,
  alt: item.alt,
  width: item.width,
  height: item.height,
  format: item.format,
  variants: item.variants,
  url: `${deps.siteUrl}${mailableOf(item.variants).path}`,
  createdAt: item.createdAt,
});

export async function listImages(deps: Deps) {
  const items = await listImageItems(deps);
  return {
    images: items.map((item) => toImage(deps, item)),
    storedBytes: items.reduce((sum, item) => sum + item.storedBytes, 0),
    maxStoredBytes: IMAGES_MAX_STORED_BYTES,
  };
}

async function readUpload(deps: Deps, key: string): Promise<Uint8Array> {
  const size = await objectSize(deps, key);
  if (size === undefined)
    throw new BadRequestError(
      'The picture is not here: it has not arrived, or it was checked already. Please upload it again.',
    );
  // S3 holds the upload to the presigned limit in the cloud; this holds where nothing else does.
  if (size > IMAGE_MAX_BYTES)
    throw new BadRequestError(
      `The file is too large (${(size / MB).toFixed(1)} MB): a picture may be at most ${IMAGE_MAX_BYTES / MB} MB.`,
    );
  return readObject(deps, key);
}

export async function createImage(deps: Deps, input: { uploadId: string; alt: string }): Promise<Image> {
  // A retry whose first reply was lost (a dropped connection) finds the picture kept.
  const kept = await getImage(deps, input.uploadId);
  if (kept) return toImage(deps, kept);
  const key = imageUploadKey(input.uploadId);
  try {
    const bytes = await readUpload(deps, key);
    const { storedBytes } = await listImages(deps);
    if (storedBytes >= IMAGES_MAX_STORED_BYTES)
      throw new BadRequestError(
        `Your pictures take all of the ${IMAGES_MAX_STORED_BYTES / 1024 / MB} GB the site keeps for them, so this one was not kept.`,
      );
    const intake = await takeIn(bytes);
    // Content-addressed keys: writing one again writes the same bytes, so a retry is harmless.
    await Promise.all(
      intake.variants.map((variant) =>
        deps.s3.send(
          new PutObjectCommand({
            Bucket: deps.mediaBucket,
            Key: variant.key,
            Body: variant.body,
            ContentType: variant.mediaType,
            CacheControl: MEDIA_CACHE_CONTROL,
          }),
        ),
      ),
    );
    const item: ImageItem = {
      id: input.uploadId,
      alt: input.alt,
      width: intake.width,
      height: intake.height,
      format: intake.format,
      uploadedBytes: bytes.byteLength,
      storedBytes: intake.variants.reduce((sum, variant) => sum + variant.bytes, 0),
      variants: intake.variants.map(({ path, mediaType, width, height, bytes }) => ({
        path,
        mediaType,
        width,
        height,
        bytes,
      })),
      createdAt: deps.now().toISOString(),
    };
    await putImage(deps, item);
    return toImage(deps, (await getImage(deps, input.uploadId)) ?? item);
  } finally {
    await deleteObject(deps, key);
  }
}
