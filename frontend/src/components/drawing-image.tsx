import type { ImgHTMLAttributes } from 'react';
import { drawingSources, type Drawing } from '@content/artwork';
import { siteImages } from '@content/site';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  drawing: Drawing;
  /** How wide the image is drawn at each breakpoint (the `sizes` attribute), so a phone fetches the narrow WebP. */
  sizes: string;
  alt: string;
};

/** The author's portrait, on Home and About: 12rem on a phone, then its column, 14rem and 18rem from `lg`. */
const PORTRAIT_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 14rem, 12rem';

/** An `<img>` of one of the site's drawings: its WebP renditions (content/artwork.ts), at its intrinsic size. */
export function DrawingImage({ drawing, sizes, alt, ...img }: Props) {
  const { src, srcSet } = drawingSources(drawing);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={drawing.width}
      height={drawing.height}
      alt={alt}
      {...img}
    />
  );
}

/** Below the fold the portrait waits until it is near, and decodes off the main thread. */
const LAZY = { loading: 'lazy', decoding: 'async' } as const;

/** The author's framed portrait, beside the bio on Home (`lazy`: below the fold) and About. */
export function AuthorPortrait({ lazy = false }: { lazy?: boolean }) {
  const photo = siteImages.authorPhoto;
  return (
    <DrawingImage
      drawing={photo}
      sizes={PORTRAIT_SIZES}
      alt={photo.alt}
      {...(lazy ? LAZY : {})}
      className="mx-auto aspect-[4/5] h-auto w-48 rounded-lg shadow-2xl shadow-black/60 ring-1 ring-ink-700 sm:w-full"
    />
  );
}
