import { useId, type ReactNode } from 'react';

/** A titled card of an admin page: a section named by its heading, with a line saying what it is for. */
export function Panel({
  title,
  explain,
  children,
  actions,
}: {
  title: string;
  explain?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-lg text-parchment-100">
            {title}
          </h3>
          {explain ? <p className="mt-1 text-sm text-parchment-400">{explain}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
