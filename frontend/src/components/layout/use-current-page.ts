import { useLocation } from 'react-router-dom';

/** The current path without a trailing slash, so `/voss-trials/` and `/voss-trials` are one page. */
export function useCurrentPage(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
