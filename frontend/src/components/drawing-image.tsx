import type { ImgHTMLAttributes } from 'react';
import { drawingSources, type Drawing } from '@content/artwork';
import { siteImages } from '@content/site';
import { usePublishedSite } from '../lib/site-content';

/** What an `<img>` loads, and the intrinsic size it reserves before it loads (CLS 0). */
export interface ImageSources {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** How wide the image is drawn at each breakpoint (the `sizes` attribute), so a phone fetches the narrow file. */
  sizes: string;
  alt: string;
};

/** An `<img>` at its intrinsic size, with its narrower files in `srcSet` when it has them. */
export function ResponsiveImage({ sources, sizes, alt, ...img }: ImgProps & { sources: ImageSources }) {
  const { src, srcSet, width, height } = sources;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      {...img}
    />
  );
}

/** An `<img>` of one of the site's drawings: its WebP renditions (content/artwork.ts), at its intrinsic size. */
export function DrawingImage({ drawing, ...img }: ImgProps & { drawing: Drawing }) {
  return (
    <ResponsiveImage sources={{ ...drawingSources(drawing), width: drawing.width, height: drawing.height }} {...img} />
  );
}

/** The author's portrait, on Home and About: 12rem on a phone, then its column, 14rem and 18rem from `lg`. */
const PORTRAIT_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 14rem, 12rem';

/** Below the fold the portrait waits until it is near, and decodes off the main thread. */
const LAZY = { loading: 'lazy', decoding: 'async' } as const;

/**
 * The author's framed portrait, beside the bio on Home (`lazy`: below the fold) and About: the
 * drawing `npm run art` made (with its renditions), or the photo she chose instead, in the same frame.
 */
export function AuthorPortrait({ lazy = false }: { lazy?: boolean }) {
  const { photo, name } = usePublishedSite().content.author;
  const drawing = siteImages.authorPhoto;
  const drawn = photo === drawing.src;
  return (
    <DrawingImage
      drawing={drawn ? drawing : { src: photo, width: drawing.width, height: drawing.height }}
      sizes={PORTRAIT_SIZES}
      alt={drawn ? drawing.alt(name) : name}
      {...(lazy ? LAZY : {})}
      className="mx-auto aspect-[4/5] h-auto w-48 rounded-lg shadow-2xl shadow-black/60 ring-1 ring-ink-700 sm:w-full"
    />
  );
}
