const PALETTES = [
  'from-ember-700 via-ink-800 to-ink-950',
  'from-violet-800 via-ink-800 to-ink-950',
  'from-slate-600 via-ink-800 to-ink-950',
  'from-teal-800 via-ink-800 to-ink-950',
  'from-rose-900 via-ink-800 to-ink-950',
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(h);
}

/**
 * The story's cover, or a generated one (title on a moody gradient) when it has none. The genre's
 * size follows the card's width (a size container), so its longest word fits whole rather than
 * breaking mid-word at card size.
 */
export function StoryCover({ title, genre, coverImage }: { title: string; genre: string; coverImage: string | null }) {
  if (coverImage) {
    return (
      <img
        src={coverImage}
        alt={`Cover of ${title}`}
        loading="lazy"
        className="aspect-[2/3] w-full rounded-md object-cover shadow-lg shadow-black/50"
      />
    );
  }
  const palette = PALETTES[hash(title) % PALETTES.length];
  return (
    <div
      role="img"
      aria-label={`Cover of ${title}`}
      className={`@container flex aspect-[2/3] w-full flex-col justify-between overflow-hidden rounded-md bg-gradient-to-br p-2.5 shadow-lg shadow-black/50 ring-1 ring-white/10 ${palette}`}
    >
      <span
        aria-hidden="true"
        className="text-[min(0.6rem,7cqi)] leading-snug tracking-[0.08em] text-parchment-300/80 uppercase sm:tracking-[0.14em]"
      >
        {genre}
      </span>
      <span
        aria-hidden="true"
        className="font-display text-sm leading-tight break-words text-parchment-100 sm:text-base"
      >
        {title}
      </span>
    </div>
  );
}
