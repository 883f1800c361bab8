/**
 * The site's drawings are SVG, made by `npm run art` (frontend/scripts/generate-art.ts), which also
 * writes each drawing that lists `renditions` as WebP at those widths; reader pages show those.
 *
 * Why (docs/product-decisions.md "Drawings as WebP"): a browser decodes a WebP off its
 * main thread, while each SVG `<img>` is a document of its own that the main thread parses, lays
 * out (the fonts of its text) and paints. On `/books` the 13 SVG covers were about a quarter of a
 * phone's main-thread work in the first seconds, in tasks after the first paint.
 */

/** A drawing: its SVG, its intrinsic size, and the widths of its WebP renditions (none: shown as SVG). */
export interface Drawing {
  src: string;
  width: number;
  height: number;
  renditions?: readonly number[];
}

/** `/covers/genesis.svg` at 320 px wide is `/covers/genesis-320w.webp`. */
export function renditionPath(svgPath: string, width: number): string {
  if (!svgPath.endsWith('.svg')) throw new Error(`${svgPath} is not a drawing: its path must end in .svg`);
  return `${svgPath.slice(0, -'.svg'.length)}-${width}w.webp`;
}

/** What an `<img>` of a drawing loads: its widest rendition, and the others in `srcSet`; the SVG if it has none. */
export function drawingSources(drawing: Drawing): { src: string; srcSet?: string } {
  const widths = drawing.renditions ?? [];
  if (widths.length === 0) return { src: drawing.src };
  return {
    src: renditionPath(drawing.src, Math.max(...widths)),
    srcSet: widths.map((width) => `${renditionPath(drawing.src, width)} ${width}w`).join(', '),
  };
}

/**
 * A book's cover (`/covers/<id>.svg`, 400×600): 7rem wide on a phone, up to 20rem in the grid,
 * so 320 px serves a phone up to 2.8x and 640 px the grid on a 2x screen.
 */
export const COVER_SIZE = { width: 400, height: 600 } as const;
export const COVER_RENDITIONS = [320, 640] as const;
export const coverDrawing = (cover: string): Drawing => ({ src: cover, ...COVER_SIZE, renditions: COVER_RENDITIONS });
