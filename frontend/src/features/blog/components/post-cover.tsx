/**
 * A post's cover. Covers are any web address the author gives, of unknown size, so the box
 * reserves a fixed 16:9 area (no layout shift while it loads) and the image fills it.
 */
export function PostCover({
  src,
  alt,
  eager = false,
  className = '',
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-video w-full bg-ink-800 object-cover ${className}`}
    />
  );
}
