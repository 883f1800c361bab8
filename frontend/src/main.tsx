import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { restorePrerenderedQueries } from './app/prerendered-queries';
import { createRouter } from './app/router';
import { routeTree } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
restorePrerenderedQueries(queryClient);
const app = (
  <StrictMode>
    <App router={createRouter()} queryClient={queryClient} />
  </StrictMode>
);

// A prerendered page arrives with its HTML already in #root: hydrate it instead of re-rendering.
// Lazily loaded routes (the admin area) are never prerendered; one reached through 404.html (a deep
// link such as /admin/downloads) finds the 404 screen there, which is dropped rather than hydrated.
const lazyRoute = matchRoutes(routeTree, window.location)?.some((match) => match.route.lazy);
// A blog post's page comes from the server (functions/core/blog/post-page.ts), not from React:
// its markup is marked `data-server-rendered` and is replaced by a client render, not hydrated.
const serverRendered = container.firstElementChild?.hasAttribute('data-server-rendered') ?? false;
if (container.hasChildNodes() && !lazyRoute && !serverRendered) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
