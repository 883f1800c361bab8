import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * A prerendered page that was rendered with data (see entry-prerender.tsx) carries that query
 * cache in a JSON script with this id; the browser loads it before hydrating, so its first render
 * matches the HTML instead of showing a loading state.
 */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

export function restorePrerenderedQueries(queryClient: QueryClient, doc: Document = document): void {
  const script = doc.getElementById(PRERENDERED_QUERIES_ID);
  if (!script?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
  } catch (error) {
    // A damaged payload only costs a fetch: the page then loads its data as usual.
    console.warn('Ignoring unreadable prerendered data', error);
  }
}
