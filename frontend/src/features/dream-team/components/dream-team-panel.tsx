import type { ReactNode } from 'react';

/** The panels' frames on the light page: the guidelines on a tinted card, the sign-up form on a raised white one. */
const FRAMES = {
  tinted: 'rounded-xl border border-parchment-300 bg-white/60 p-6 sm:p-8',
  raised: 'mx-auto max-w-xl rounded-xl border border-parchment-300 bg-white p-6 shadow-md sm:p-8',
} as const;

/** A card on the light Dream Team page, labelled by its h2 (`<name>-heading`) and painted only when near. */
export function DreamTeamPanel({
  name,
  heading,
  frame,
  children,
}: {
  name: string;
  heading: string;
  frame: keyof typeof FRAMES;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-heading`} className={`render-when-near ${FRAMES[frame]}`}>
      <h2 id={`${name}-heading`} className="font-display text-3xl text-ink-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}
