import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageMarkdown, type Image } from '../../functions/contract/images';
import { IMAGE_UPLOADS_PREFIX } from '../../functions/core/images/media-keys';
import { REFUSALS } from '../../functions/core/images/sniff';
import { deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { postToGrant } from '../support/presigned-post';
import { HTML_NAMED_JPG, photo, pngDeclaring, SVG_WITH_SCRIPT } from '../support/images';
import { testSettings } from '../support/stack-settings';

/**
 * Her pictures through the real handlers against the emulators, as the admin's browser sends them:
 * the presigned POST to S3, then the intake. A refused file leaves nothing (no variant, no record,
 * no upload); a kept one's variants come through the local edge as CloudFront serves them.
 */

async function keys(bucket: string, prefix = ''): Promise<string[]> {
  const listed = await deps().s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** What is stored of her pictures: the media bucket, the uploads waiting, the records. */
async function stored() {
  const list = await invoke('listImages', {});
  expect(list.status, list.text).toBe(200);
  return {
    media: await keys(deps().mediaBucket),
    uploads: await keys(deps().ebookBucket, IMAGE_UPLOADS_PREFIX),
    images: list.json<{ images: Image[] }>().images.map((picture) => picture.id),
  };
}

/** Sends a file as the admin's browser does: the presigned POST's fields, then the file; then asks for it to be kept. */
async function upload(bytes: Uint8Array, filename: string, alt = 'A picture') {
  const grant = await invoke('startImageUpload', { body: { filename, bytes: bytes.byteLength } });
  expect(grant.status, grant.text).toBe(200);
  const granted = grant.json<{ url: string; fields: Record<string, string>; uploadId: string }>();
  await postToGrant(granted, bytes, filename);
  return invoke('createImage', { body: { uploadId: granted.uploadId, alt } });
}

describe('her pictures', () => {
  it('refuses, before decoding and with a message, a PNG declaring 30,000 × 30,000 px, HTML and SVG named .jpg: nothing is stored', async () => {
    const before = await stored();
    const cases = [
      {
        bytes: pngDeclaring(30_000, 30_000),
        filename: 'bomb.png',
        message: /^This picture is too large: 30,000 × 30,000 pixels/,
      },
      { bytes: HTML_NAMED_JPG, filename: 'holiday.jpg', message: REFUSALS.html },
      { bytes: SVG_WITH_SCRIPT, filename: 'logo.jpg', message: REFUSALS.svg },
    ];
    for (const { bytes, filename, message } of cases) {
      const reply = await upload(bytes, filename);
      expect(reply.status, filename).toBe(400);
      expect(reply.json<{ message: string }>().message, filename).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('asks for alt text in words', async () => {
    const reply = await invoke('createImage', { body: { uploadId: 'a'.repeat(32), alt: '  ' } });
    expect(reply.status).toBe(400);
    expect(reply.json<{ message: string }>().message).toMatch(/alt text/);
  });

  it('accepts a 48-megapixel phone JPEG: upright variants without its GPS position, served immutable through the edge', async () => {
    const source = await photo(8000, 6000);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const before = await stored();

    const reply = await upload(source, 'IMG_0001.JPG', 'The lake at dusk');
    expect(reply.status, reply.text).toBe(201);
    const picture = reply.json<Image>();
    expect(picture).toMatchObject({ alt: 'The lake at dusk', width: 8000, height: 6000, format: 'jpeg' });
    expect(picture.variants.map((v) => `${v.mediaType} ${v.width}×${v.height}`)).toEqual(
      ['image/webp', 'image/jpeg'].flatMap((type) => IMAGE_VARIANT_WIDTHS.map((w) => `${type} ${w}×${w * 0.75}`)),
    );
    // Her Markdown names the 1,600 px JPEG: every mail app shows it, sharp at twice a column's width.
    const named = picture.variants.find((v) => v.mediaType === 'image/jpeg' && v.width === 1600)!;
    expect(picture.url).toBe(`${testSettings.siteUrl}${named.path}`);
    expect(imageMarkdown(picture)).toBe(`![The lake at dusk](${picture.url})`);

    const after = await stored();
    expect(after.uploads).toEqual(before.uploads);
    expect(after.images).toEqual([picture.id, ...before.images]);
    expect(after.media).toEqual([...before.media, ...picture.variants.map((v) => v.path.slice(1))].sort());

    for (const variant of picture.variants) {
      const served = await fetch(`${testSettings.siteUrl}${variant.path}`);
      expect(served.status, variant.path).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type')).toBe(variant.mediaType);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif, variant.path).toBeUndefined();
    }
    // The admin's origin serves them too (her thumbnails), and an unknown picture is a 404.
    const onAdmin = await fetch(`${testSettings.adminUrl}${picture.variants[0]!.path}`);
    expect(onAdmin.status).toBe(200);
    expect((await fetch(`${testSettings.siteUrl}/media/${'0'.repeat(24)}-480x360.webp`)).status).toBe(404);

    // A retry of the same upload (its first reply lost) answers the picture kept.
    const again = await invoke('createImage', { body: { uploadId: picture.id, alt: 'The lake at dusk' } });
    expect(again.status).toBe(201);
    expect(again.json<Image>().variants).toEqual(picture.variants);
  });
});
