import type { ReactNode } from 'react';
import { uiText } from '@content/ui-text';

/**
 * A link to another site: opens in a new tab without handing it this page (`noopener`), and tells
 * screen-reader users it will open a new tab.
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {uiText.newTabHint}</span>
    </a>
  );
}
