import type { ReactNode } from 'react';

/** The panels' frames on the light page: the guidelines on a tinted card, the sign-up form on a raised white one. */
const FRAMES = {
  tinted: 'rounded-xl border border-parchment-300 bg-white/60 p-6 sm:p-8',
  raised: 'mx-auto max-w-xl rounded-xl border border-parchment-300 bg-white p-6 shadow-md sm:p-8',
} as const;

/**
 * A card on the light Dream Team page, labelled by its h2 (`<name>-heading`), painted only when near
 * unless `renderWhenNear` is false: the sign-up form's card is always painted, since a checker that
 * does not scroll (Lighthouse's axe) reads a skipped card's text against the page's dark root and
 * counts its small print as unreadable.
 */
export function DreamTeamPanel({
  name,
  heading,
  frame,
  renderWhenNear = true,
  children,
}: {
  name: string;
  heading: string;
  frame: keyof typeof FRAMES;
  renderWhenNear?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className={`${renderWhenNear ? 'render-when-near ' : ''}${FRAMES[frame]}`}
    >
      <h2 id={`${name}-heading`} className="font-display text-3xl text-ink-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}
