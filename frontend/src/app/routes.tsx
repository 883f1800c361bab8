import type { RouteObject } from 'react-router-dom';
import { adminPages } from './admin-pages';
import { lazyRoute } from './lazy-route';
import { pageRoutes } from './page-routes';
import { SiteRoot } from './site-root';

export { prerenderPaths } from './page-routes';
export type { LazyRouteHandle } from './lazy-route';

const adminPage = (load: (typeof adminPages)[number]['load']) =>
  lazyRoute(() => load().then((module) => module.Component));

/**
 * The whole route tree, in one module, shared by the browser's router and the build step that
 * renders each public route to static HTML. Every page is a lazy route (its own chunk); the admin
 * area is lazy too, and never prerendered (it alone loads Amplify). The readers' layout (SiteRoot)
 * holds the boundary that shows a page's error inside the header and footer; the admin's shell
 * holds its own.
 */
export const routeTree: RouteObject[] = [
  {
    path: '/',
    Component: SiteRoot,
    children: [
      // Every page of the page table (content/page-table.ts), then the pages it does not hold.
      ...pageRoutes,
      { path: 'blog/:slug', ...lazyRoute(() => import('./routes/blog-post').then((module) => module.BlogPostPage)) },
      { path: '*', ...lazyRoute(() => import('./routes/not-found').then((module) => module.NotFoundPage)) },
    ],
  },
  // The admin has a shell of its own (routes/admin/root.tsx), not the readers' header and footer.
  {
    path: '/admin',
    id: 'admin',
    ...adminPage(() => import('./routes/admin/root')),
    children: adminPages.map(({ path, load }) =>
      path === '' ? { index: true, ...adminPage(load) } : { path, ...adminPage(load) },
    ),
  },
];
