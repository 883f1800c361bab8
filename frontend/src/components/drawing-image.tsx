import type { ImgHTMLAttributes } from 'react';
import { drawingSources, type Drawing } from '@content/artwork';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  drawing: Drawing;
  /** How wide the image is drawn at each breakpoint (the `sizes` attribute), so a phone fetches the narrow WebP. */
  sizes: string;
  alt: string;
};

/** The author's portrait, on Home and About: 12rem on a phone, then its column, 14rem and 18rem from `lg`. */
export const PORTRAIT_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 14rem, 12rem';

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
