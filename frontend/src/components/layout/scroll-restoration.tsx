import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

/** Where each history entry was left, by its location key; kept for the tab's session (reloads). */
function savedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The browser's scroll behaviour for an app that changes pages itself: a new page starts at the
 * top (a link to a section of Home scrolls there itself, see nav/section-link.tsx), and Back or
 * Forward returns to where that page was left. A change of the query alone (a filter) keeps the
 * position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(undefined);
  const current = useRef({ key: location.key, pathname: location.pathname, first: true });

  useEffect(() => {
    positions.current ??= savedPositions();
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current![current.current.key] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname, first: false };
    positions.current ??= savedPositions();
    const saved = positions.current[location.key];
    if (navigationType === 'POP') {
      // On the first render (a reload) only if the reader has not scrolled while the app started.
      if (saved !== undefined && (!previous.first || window.scrollY === 0)) window.scrollTo(0, saved);
    } else if (location.pathname !== previous.pathname && !location.hash) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
