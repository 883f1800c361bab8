import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SCROLL_TO_SECTION_DELAY_MS, SECTION_PREFIX } from '../chrome-constants';

/** Routes like `/#reader-magnets` name a section of Home rather than a page. */
export function isSectionRoute(to: string): boolean {
  return to.startsWith(SECTION_PREFIX);
}

function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return section !== null;
}

/** How often, and how many more times, to look for the section when Home has not rendered yet. */
const RETRY_MS = 100;
const RETRIES = 20;

/** Scrolls once the section exists: Home may take longer than the delay to render after navigating. */
function scrollToSectionSoon(id: string, delayMs: number, retriesLeft = RETRIES) {
  window.setTimeout(() => {
    if (!scrollToSection(id) && retriesLeft > 0) scrollToSectionSoon(id, RETRY_MS, retriesLeft - 1);
  }, delayMs);
}

/**
 * docs/SPEC.md §2: on Home, scroll smoothly to the section; elsewhere, go Home first and scroll once it
 * has rendered (SCROLL_TO_SECTION_DELAY_MS later).
 */
export function useGoToSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      const id = decodeURIComponent(to.slice(SECTION_PREFIX.length));
      if (pathname === '/') {
        scrollToSection(id);
        return;
      }
      navigate('/');
      scrollToSectionSoon(id, SCROLL_TO_SECTION_DELAY_MS);
    },
    [pathname, navigate],
  );
}

/** A link to a section of Home (`/#id`): a real link (works without JavaScript) that scrolls smoothly. */
export function SectionLink({
  to,
  className,
  onNavigate,
  children,
}: {
  to: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const goToSection = useGoToSection();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, new window) do what the reader asked for.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    goToSection(to);
  };
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
