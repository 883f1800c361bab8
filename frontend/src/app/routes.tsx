import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { page, pageRoutes } from './page-routes';
import { SiteRoot } from './site-root';

export { prerenderPaths } from './page-routes';
export type { LazyRouteHandle } from './lazy-route';

const adminPage = (load: () => Promise<Record<string, unknown>>) => lazyRoute(load, 'Component');

/**
 * The whole route tree, in one module, shared by the browser's router and the build step that
 * renders each public route to static HTML. Every page is a lazy route (its own chunk); the admin
 * area is lazy too, and never prerendered (it alone loads Amplify). The layout (SiteRoot) holds
 * the boundary that shows a page's error inside the header and footer.
 */
export const routeTree: RouteObject[] = [
  {
    path: '/',
    Component: SiteRoot,
    children: [
      // Every page of the page table (content/site.ts), then the pages it does not hold.
      ...pageRoutes,
      { path: 'blog/:slug', ...page('blog-post', 'BlogPostPage') },
      {
        path: 'admin',
        id: 'admin',
        ...adminPage(() => import('./routes/admin/root')),
        children: [
          { index: true, ...adminPage(() => import('./routes/admin/dashboard')) },
          { path: 'blog/new', ...adminPage(() => import('./routes/admin/blog-editor')) },
          { path: 'blog/:id/edit', ...adminPage(() => import('./routes/admin/blog-editor')) },
          { path: 'downloads', ...adminPage(() => import('./routes/admin/downloads')) },
          { path: 'send-emails', ...adminPage(() => import('./routes/admin/send-emails')) },
          { path: 'newsletters', ...adminPage(() => import('./routes/admin/newsletters')) },
          { path: 'newsletters/new', ...adminPage(() => import('./routes/admin/newsletter')) },
          { path: 'newsletters/:id', ...adminPage(() => import('./routes/admin/newsletter')) },
          { path: 'readers', ...adminPage(() => import('./routes/admin/readers')) },
          { path: 'readers/new', ...adminPage(() => import('./routes/admin/reader-new')) },
          { path: 'readers/import', ...adminPage(() => import('./routes/admin/readers-import')) },
          { path: 'readers/:id', ...adminPage(() => import('./routes/admin/reader')) },
          { path: 'dream-team', ...adminPage(() => import('./routes/admin/dream-team')) },
          { path: 'books', ...adminPage(() => import('./routes/admin/books')) },
          { path: 'arc', ...adminPage(() => import('./routes/admin/arc')) },
          { path: 'arc/:campaignId', ...adminPage(() => import('./routes/admin/arc-round')) },
          { path: 'leak-lookup', ...adminPage(() => import('./routes/admin/leak-lookup')) },
          { path: 'sales', ...adminPage(() => import('./routes/admin/sales')) },
          // Its own chunk: only this page loads the chart library.
          { path: 'analytics', ...adminPage(() => import('./routes/admin/analytics')) },
          { path: 'account', ...adminPage(() => import('./routes/admin/account')) },
          { path: '*', ...adminPage(() => import('./routes/admin/not-built')) },
        ],
      },
      { path: '*', ...page('not-found', 'NotFoundPage') },
    ],
  },
];
