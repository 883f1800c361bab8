/**
 * Issue 28: reader pages show the site's drawings as WebP renditions, decoded off the main thread,
 * not as SVG documents the main thread parses, lays out and paints (content/artwork.ts). The
 * renditions are committed (`npm run art`); the pages are the build in frontend/dist (`npm test`
 * builds before vitest runs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverDrawing, drawingSources, renditionPath, type Drawing } from '../../content/artwork';
import { books } from '../../content/seed/books';
import { siteImages } from '../../content/site';

const PUBLIC_DIR = fileURLToPath(new URL('../../frontend/public', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

const drawings: [string, Drawing][] = [
  ...books.map((book) => [book.cover, coverDrawing(book.cover)] as [string, Drawing]),
  ...Object.values(siteImages).map((image) => [image.src, image] as [string, Drawing]),
];
const renditions = drawings.flatMap(([, drawing]) =>
  (drawing.renditions ?? []).map((width) => [renditionPath(drawing.src, width), width, drawing] as const),
);

describe('drawings as WebP', () => {
  it('names a rendition after its drawing and width, and refuses a path that is not a drawing', () => {
    expect(renditionPath('/covers/genesis.svg', 320)).toBe('/covers/genesis-320w.webp');
    expect(() => renditionPath('/images/social-share.png', 320)).toThrow(/must end in \.svg/);
    expect(drawingSources({ src: '/a.svg', width: 4, height: 6, renditions: [2, 4] })).toEqual({
      src: '/a-4w.webp',
      srcSet: '/a-2w.webp 2w, /a-4w.webp 4w',
    });
    expect(drawingSources({ src: '/a.svg', width: 4, height: 6 })).toEqual({ src: '/a.svg' });
  });

  it('gives every cover and every illustration but the hero its renditions', () => {
    const without = drawings.filter(([, drawing]) => !drawing.renditions?.length).map(([src]) => src);
    expect(without).toEqual([siteImages.hero.src]);
  });

  it.each(renditions)('%s is a WebP %i px wide in the drawing’s proportions', async (path, width, drawing) => {
    const bytes = readFileSync(join(PUBLIC_DIR, path));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((width * drawing.height) / drawing.width));
  });

  it('leaves no SVG <img> on a prerendered reader page but the home page’s hero', () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(DIST_DIR, dir), { withFileTypes: true })) {
        if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'admin') walk(join(dir, entry.name));
        else if (entry.name === 'index.html') pages.push(join(dir, entry.name));
      }
    };
    walk('');
    expect(pages.length).toBeGreaterThan(10);
    const svgImages = pages.flatMap((page) =>
      [...readFileSync(join(DIST_DIR, page), 'utf8').matchAll(/<img[^>]*\ssrc="([^"]+\.svg)"/g)].map(
        (match) => `${page}: ${match[1]}`,
      ),
    );
    expect(svgImages).toEqual(['index.html: /images/hero.svg']);
  });

  it('draws the hero, the one SVG a phone renders, without a filter, mask or foreignObject (the costliest things in an SVG to paint)', () => {
    const hero = readFileSync(join(PUBLIC_DIR, siteImages.hero.src), 'utf8');
    expect(hero).toMatch(/^<svg[^>]*viewBox="0 0 1600 900"/);
    expect(hero).not.toMatch(/<filter|filter=|<fe[A-Z]|<mask|<foreignObject/);
  });
});
