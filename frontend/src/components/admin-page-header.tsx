import type { ReactNode } from 'react';

/** The top of an admin area's page: its heading (labelling the section), what it is for, and its actions. */
export function AdminPageHeader({
  id,
  title,
  intro,
  actions,
}: {
  id: string;
  title: string;
  intro: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id={id} className="font-display text-2xl text-parchment-100">
          {title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-parchment-400">{intro}</p>
      </div>
      {actions}
    </div>
  );
}
