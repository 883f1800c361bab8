import { useEffect, useRef, useState } from 'react';
import type { Drawing } from '@content/artwork';
import type { Video } from '@content/schemas';
import { uiText } from '@content/ui-text';
import { DrawingImage } from './drawing-image';

/** The privacy-enhanced YouTube player (no cookies until the viewer plays). */
export function embedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`;
}

function PlayBadge({ label }: { label: string }) {
  return (
    <span className="absolute inset-0 flex items-center justify-center">
      <span className="inline-flex items-center gap-2 rounded-full bg-ink-950/85 px-5 py-3 text-sm font-medium text-parchment-100 ring-1 ring-parchment-100/25 transition-colors group-hover:bg-ember-600 group-focus-visible:bg-ember-600">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
        {label}
      </span>
    </span>
  );
}

/**
 * A video that costs nothing until the reader asks for it: a drawn poster with a play button; the
 * YouTube player (youtube-nocookie.com) is inserted only on click. A video with no id yet
 * (`youtubeId: null` in content) shows the same poster as a link to its `watchUrl` instead.
 */
export function VideoFacade({
  video,
  poster,
  posterSizes,
}: {
  video: Video;
  poster: Drawing;
  /** The poster's drawn width at each breakpoint (`sizes`). */
  posterSizes: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the reader pressed is gone: keep their place by focusing the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const box = 'group relative block aspect-video w-full overflow-hidden rounded-lg bg-ink-900 ring-1 ring-ink-700';
  // Inside a labelled control the poster is decoration (alt=""): the control's text names it.
  const posterImage = (
    <DrawingImage
      drawing={poster}
      sizes={posterSizes}
      alt=""
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover transition-opacity group-hover:opacity-85"
    />
  );

  if (playing && video.youtubeId) {
    return (
      <div className={box}>
        <iframe
          ref={frame}
          src={embedUrl(video.youtubeId)}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    );
  }

  if (!video.youtubeId) {
    return (
      <a
        href={video.watchUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${uiText.video.watch}: ${video.title} ${uiText.newTabHint}`}
        className={box}
        data-video-facade="link"
      >
        {posterImage}
        <PlayBadge label={uiText.video.watch} />
      </a>
    );
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={`${uiText.video.play}: ${video.title}`}
        className={`${box} cursor-pointer`}
        data-video-facade="button"
      >
        {posterImage}
        <PlayBadge label={uiText.video.play} />
      </button>
      <p className="mt-2 text-xs text-parchment-400">{uiText.video.note}</p>
    </div>
  );
}
