import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageview } from './client';

/** docs/SPEC.md §2: a pageview on every route change (the tracker skips /admin and /analytics). */
export function usePageviewTracking() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageview(pathname);
  }, [pathname]);
}
