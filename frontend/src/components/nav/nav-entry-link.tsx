import { Link } from 'react-router-dom';
import type { NavEntry } from '@content/schemas';
import { isSectionRoute, SectionLink } from './section-link';

/** One navigation entry: a page link, or a smooth-scrolling link for `/#section` entries. */
export function NavEntryLink({
  entry,
  className,
  onNavigate,
}: {
  entry: NavEntry;
  className: string;
  onNavigate?: () => void;
}) {
  if (isSectionRoute(entry.to)) {
    return (
      <SectionLink to={entry.to} className={className} onNavigate={onNavigate}>
        {entry.label}
      </SectionLink>
    );
  }
  return (
    <Link to={entry.to} className={className} onClick={onNavigate}>
      {entry.label}
    </Link>
  );
}
