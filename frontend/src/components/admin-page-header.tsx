import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textLinkStyle } from './buttons';

/**
 * An admin page's heading (labelling its section) and the line saying what the page is for. `narrow`
 * keeps that line to a readable width where actions stand beside it.
 */
export function AdminPageTitle({
  id,
  title,
  intro,
  narrow = false,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  narrow?: boolean;
}) {
  return (
    <>
      <h2 id={id} className="font-display text-2xl text-parchment-100">
        {title}
      </h2>
      <p className={narrow ? 'mt-1 max-w-2xl text-sm text-parchment-400' : 'mt-1 text-sm text-parchment-400'}>
        {intro}
      </p>
    </>
  );
}

/** The link under an admin page's title to the page that goes with it (downloads and send-emails). */
export function AdminPageLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="mt-2 text-sm">
      <Link to={to} className={textLinkStyle}>
        {label}
      </Link>
    </p>
  );
}

const HEADER_LAYOUT = {
  // Actions level with the top of the title, the intro kept narrow beside them.
  panel: 'flex flex-wrap items-start justify-between gap-3',
  // A list page's: more room, the intro across the width.
  list: 'flex flex-wrap items-start justify-between gap-4',
  // Controls that sit on the intro's line (the analytics range).
  controls: 'flex flex-wrap items-end justify-between gap-4',
} as const;

type HeaderProps = {
  id: string;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  layout?: keyof typeof HEADER_LAYOUT;
};

/** The top of an admin area's page: its heading (labelling the section), what it is for, and its actions. */
export function AdminPageHeader({ id, title, intro, actions, layout = 'panel' }: HeaderProps) {
  return (
    <div className={HEADER_LAYOUT[layout]}>
      <div>
        <AdminPageTitle id={id} title={title} intro={intro} narrow={layout === 'panel'} />
      </div>
      {actions}
    </div>
  );
}

/**
 * An admin page: a section named by its header. A panel page stacks its parts below the header; a
 * list or controls page keeps its body in one block under it.
 */
export function AdminPage({ children, ...header }: HeaderProps & { children: ReactNode }) {
  if (!header.layout || header.layout === 'panel') {
    return (
      <section aria-labelledby={header.id} className="space-y-6">
        <AdminPageHeader {...header} />
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={header.id}>
      <AdminPageHeader {...header} />
      <div className="mt-6">{children}</div>
    </section>
  );
}
