import type { ReactNode } from 'react';

/** A titled card of the dashboard; the heading names the region for screen readers. */
export function Panel({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:p-5">
      <h3 id={id} className="font-display text-lg text-parchment-100">
        {heading}
      </h3>
      {intro ? <p className="mt-1 text-sm text-parchment-400">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
