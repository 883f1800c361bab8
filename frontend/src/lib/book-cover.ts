import { COVER_SIZE, coverDrawing, drawingSources, renditionPath } from '@content/artwork';
import type { Book, Picture } from '@content/schemas';
import type { ImageSources } from '../components/drawing-image';

/** Her own picture may not be 2:3: it fills the cover's box as a printed cover would (a class). */
export const PICTURE_FIT = 'object-cover';

/** Her picture's files: the widest as `src`, each in `srcSet`, its size reserved (the variants are narrowest first). */
export function pictureSources(picture: Picture): ImageSources {
  const widest = picture.variants.at(-1)!;
  return {
    src: widest.src,
    srcSet: picture.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', '),
    width: widest.width,
    height: widest.height,
  };
}

/**
 * A book's cover as an `<img>` loads it: the picture she uploaded, else the generated drawing, as
 * its WebP renditions where the site has them (`npm run art` makes them for the books it knows; a
 * book added in /admin since shows its SVG, which publishing writes).
 */
export function bookCoverSources(
  book: Pick<Book, 'cover' | 'coverImage'>,
  hasFile: (sitePath: string) => boolean = () => true,
): ImageSources {
  if (book.coverImage) return pictureSources(book.coverImage);
  const drawing = coverDrawing(book.cover);
  const rendered = drawing.renditions!.every((width) => hasFile(renditionPath(book.cover, width)));
  return rendered ? { ...drawingSources(drawing), ...COVER_SIZE } : { src: book.cover, ...COVER_SIZE };
}

/** The one file that stands for the cover (JSON-LD `image`): her picture's widest variant, else the SVG. */
export const bookCoverFile = (book: Pick<Book, 'cover' | 'coverImage'>): string =>
  book.coverImage ? book.coverImage.variants.at(-1)!.src : book.cover;
