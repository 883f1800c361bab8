import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, mediaSizeOf } from '../../functions/contract/images';
import { takeIn, variantWidths } from '../../functions/core/images/intake';
import { REFUSALS, sniffImage } from '../../functions/core/images/sniff';
import { HTML_NAMED_JPG, photo, pngDeclaring, SVG_WITH_SCRIPT } from '../support/images';

/**
 * The picture intake on its own, with small pictures: the type by content, the size refused from
 * the header, the EXIF position gone, the orientation applied, the widths kept. The uploads'
 * whole path (the bucket, the table, a 48-megapixel photo) is test/integration/images.test.ts.
 */

const refusal = (bytes: Uint8Array) =>
  takeIn(bytes).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('the type of an upload is told by its bytes', () => {
  it('knows JPEG, PNG, WebP and AVIF, and refuses the rest in words', async () => {
    const red = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } });
    expect(sniffImage(await red.clone().jpeg().toBuffer())).toEqual({ format: 'jpeg' });
    expect(sniffImage(await red.clone().png().toBuffer())).toEqual({ format: 'png' });
    expect(sniffImage(await red.clone().webp().toBuffer())).toEqual({ format: 'webp' });
    expect(sniffImage(await red.clone().avif().toBuffer())).toEqual({ format: 'avif' });
    expect(sniffImage(await red.clone().gif().toBuffer())).toEqual({ refused: REFUSALS.gif });
    expect(sniffImage(SVG_WITH_SCRIPT)).toEqual({ refused: REFUSALS.svg });
    expect(sniffImage(Buffer.from(`\uFEFF  ${SVG_WITH_SCRIPT.toString().replace(/^<\?xml[^>]*>/, '')}`))).toEqual({
      refused: REFUSALS.svg,
    });
    expect(sniffImage(HTML_NAMED_JPG)).toEqual({ refused: REFUSALS.html });
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toEqual({ refused: REFUSALS.other });
    expect(sniffImage(Buffer.alloc(0))).toEqual({ refused: REFUSALS.other });
  });

  it('refuses a web page or a drawing before any decoder sees it', async () => {
    expect(await refusal(HTML_NAMED_JPG)).toBe(REFUSALS.html);
    expect(await refusal(SVG_WITH_SCRIPT)).toBe(REFUSALS.svg);
  });
});

describe('taking a picture in', () => {
  it('refuses a PNG declaring 30,000 × 30,000 pixels from its header, with the size in words', async () => {
    expect(await refusal(pngDeclaring(30_000, 30_000))).toMatch(
      /^This picture is too large: 30,000 × 30,000 pixels \(900 megapixels\); the site takes pictures of up to 100 megapixels\./,
    );
  });

  it('refuses a damaged picture in words', async () => {
    const whole = await photo(64, 48);
    expect(await refusal(whole.subarray(0, 200))).toMatch(/^This JPEG picture is damaged/);
  });

  it('turns the photo upright, keeps no EXIF (so no GPS position) and never makes a variant wider than the picture', async () => {
    const source = await photo(1200, 800, { orientation: 6 });
    const before = await sharp(source).metadata();
    // The fixture does carry a GPS IFD (tag 0x8825) and an orientation.
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );
    expect(before.orientation).toBe(6);

    const intake = await takeIn(source);
    expect({ format: intake.format, width: intake.width, height: intake.height }).toEqual({
      format: 'jpeg',
      width: 800,
      height: 1200,
    });
    expect(intake.variants.map((v) => [v.mediaType, v.width, v.height])).toEqual([
      ['image/webp', 480, 720],
      ['image/webp', 800, 1200],
      ['image/jpeg', 480, 720],
      ['image/jpeg', 800, 1200],
    ]);
    for (const variant of intake.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.exif, variant.path).toBeUndefined();
      expect(meta.orientation, variant.path).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(variant.path).toMatch(new RegExp(`^/media/[a-f0-9]{24}-${meta.width}x${meta.height}\\.(webp|jpg)$`));
      expect(mediaSizeOf(`https://site.test${variant.path}`)).toEqual({ width: meta.width, height: meta.height });
      expect(variant.key).toBe(variant.path.slice(1));
    }
  });

  it('keeps a picture with transparency as PNG beside its WebP', async () => {
    const clear = await sharp({ create: { width: 500, height: 100, channels: 4, background: '#0000' } })
      .webp()
      .toBuffer();
    const intake = await takeIn(clear);
    expect(intake.variants.map((v) => v.mediaType)).toEqual(['image/webp', 'image/webp', 'image/png', 'image/png']);
  });

  it('keeps each width narrower than the picture, and the picture’s own below the widest', () => {
    expect(variantWidths(8000)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });
});
