import { siteImages } from '@content/site';
import { DrawingImage, PORTRAIT_SIZES } from './drawing-image';

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
