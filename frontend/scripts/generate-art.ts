/**
 * Generates the site's artwork into frontend/public (run with `npm run art`; the output is
 * committed, so builds never need this script):
 * - covers/<book id>.svg for every book in content/seed/books.ts, from its `coverMood`;
 * - the illustrations named in content/site.ts `siteImages` (hero, author photo, writing desk,
 *   House Hippo banner and video posters);
 * - each of those drawings as WebP at the widths it lists (content/artwork.ts), which reader pages
 *   show instead of the SVG, rasterized with resvg and encoded with sharp;
 * - the 1200x630 social-share PNGs (DEFAULT_SOCIAL_IMAGE and `pageSocialImages`), rasterized with
 *   resvg, because social networks do not accept SVG for og:image.
 * Output is deterministic: running it twice changes nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import UPNG from 'upng-js';
import { coverDrawing, renditionPath, type Drawing } from '../../content/artwork';
import { seedContent } from '../../content/seed/seed';
import { pageSocialImages } from '../../content/page-table';
import { DEFAULT_SOCIAL_IMAGE, siteImages } from '../../content/site';
import { coverSvg } from './art/covers';
import { authorPortrait, heroScene, houseHippoBanner, videoPoster, writingDesk } from './art/scenes';
import {
  SOCIAL_HEIGHT,
  SOCIAL_WIDTH,
  booksSocial,
  defaultSocial,
  dreamTeamSocial,
  houseHippoSocial,
  storiesSocial,
  type SocialArt,
} from './art/social';
import { svgDocument } from './art/svg';
import { buildOrigin } from './build-origin';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));

/** Fonts for rasterizing (Debian's Liberation and DejaVu); system fonts are used as well. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
];

function write(sitePath: string, data: string | Buffer): void {
  const file = join(publicDir, sitePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`  ${sitePath} (${(Buffer.byteLength(data) / 1024).toFixed(1)} kB)`);
}

/** The drawing rendered at `width` pixels wide, as straight RGBA. */
function render(svg: string, width: number) {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: true, defaultFontFamily: 'Liberation Serif' },
  }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** WebP quality: the drawings' flat colours and soft gradients show no loss at 80, at a fifth of lossless's bytes. */
const WEBP_QUALITY = 80;

/** Writes the SVG of a drawing and its WebP renditions. */
async function writeDrawing(drawing: Drawing, svg: string): Promise<void> {
  write(drawing.src, svg);
  for (const width of drawing.renditions ?? []) {
    const image = render(svg, width);
    const webp = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .webp({ quality: WEBP_QUALITY, effort: 6 })
      .toBuffer();
    write(renditionPath(drawing.src, width), webp);
  }
}

/** Colours kept in a social image: a 256-colour palette PNG is a third to a fifth of the full-colour one. */
const SOCIAL_PALETTE_COLOURS = 256;

/** The 1200x630 share image as a palette PNG (UPNG's quantizer), which link previews fetch at their first share. */
function rasterize(svg: string): Buffer {
  const image = render(svg, SOCIAL_WIDTH);
  const rgba = image.pixels;
  const pixels = rgba.buffer.slice(rgba.byteOffset, rgba.byteOffset + rgba.byteLength) as ArrayBuffer;
  return Buffer.from(UPNG.encode([pixels], image.width, image.height, SOCIAL_PALETTE_COLOURS));
}

console.log('Covers');
for (const book of seedContent.books)
  await writeDrawing(coverDrawing(book.cover), coverSvg(book, seedContent.author.name));

console.log('Illustrations');
const illustrations: [keyof typeof siteImages, () => string][] = [
  ['hero', heroScene],
  ['authorPhoto', authorPortrait],
  ['writingDesk', writingDesk],
  ['houseHippoBanner', houseHippoBanner],
  ['houseHippoOriginalPoster', () => videoPoster('original')],
  ['houseHippoChallengePoster', () => videoPoster('challenge')],
];
for (const [key, draw] of illustrations) {
  const image = siteImages[key];
  const alt = typeof image.alt === 'string' ? image.alt : image.alt(seedContent.author.name);
  await writeDrawing(image, svgDocument(image.width, image.height, alt, draw()));
}

console.log('Social-share images');
// The seed's cards, with the address the build's pages name (build-origin.ts).
const art: SocialArt = { content: seedContent, host: new URL(buildOrigin()).host };
const socials: [{ path: string; alt: (name: string) => string }, (art: SocialArt) => string][] = [
  [DEFAULT_SOCIAL_IMAGE, defaultSocial],
  [pageSocialImages['/books']!, booksSocial],
  [pageSocialImages['/short-stories']!, storiesSocial],
  [pageSocialImages['/voss-trials']!, dreamTeamSocial],
  [pageSocialImages['/house-hippo-challenge']!, houseHippoSocial],
];
for (const [{ path, alt }, draw] of socials) {
  write(path, rasterize(svgDocument(SOCIAL_WIDTH, SOCIAL_HEIGHT, alt(seedContent.author.name), draw(art))));
}
