import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app';
import { startChrome } from '../islands/chrome';
import { createQueryClient } from './query-client';
import { restorePrerenderedQueries } from './prerendered-queries';
import { routeTree, type LazyRouteHandle } from './routes';

/**
 * Starts the app on the page the reader already sees: loads the matched routes' modules, then
 * hydrates the prerendered HTML (or renders, where there is none to hydrate). Imported by
 * main.tsx once the page has painted.
 */

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The chrome's controls are plain HTML served by plain script in the app too (islands/chrome.ts).
startChrome();

const queryClient = createQueryClient();
restorePrerenderedQueries(queryClient);

// The matched routes' modules are loaded before the first render, so it renders the page at once
// (hydration needs the same markup the prerender wrote).
const matches = matchRoutes(routeTree, window.location) ?? [];
await Promise.all(matches.map(({ route }) => (route.handle as LazyRouteHandle | undefined)?.preload()));

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A prerendered page arrives with its HTML already in #root: hydrate it instead of re-rendering.
// The admin area is never prerendered; a deep link such as /admin/downloads reached through
// 404.html finds the 404 screen there, which is dropped rather than hydrated.
const adminRoute = matches.some((match) => match.route.id === 'admin');
if (container.hasChildNodes() && !adminRoute) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
