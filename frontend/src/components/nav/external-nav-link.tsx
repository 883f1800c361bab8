import type { ExternalLink } from '@content/schemas';
import { uiText } from '@content/ui-text';

/** An external link in the nav: its full label from `sm` up, its short label on narrow screens. */
export function ExternalNavLink({ link, className }: { link: ExternalLink; className: string }) {
  if (link.placeholder) return null;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      <span className="hidden sm:inline">{link.label}</span>
      <span className="sm:hidden">{link.shortLabel}</span>
      <span className="sr-only"> {uiText.newTabHint}</span>
    </a>
  );
}
