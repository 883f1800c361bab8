import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { page, pageRoutes } from './page-routes';
import { SiteRoot } from './site-root';

export { prerenderPaths, type PageHandle } from './page-routes';

/**
 * The whole route tree, in one module, shared by the browser router and the build step that
 * renders each public route to static HTML. Every page is a lazy route (its own chunk); the admin
 * area is lazy too, and never prerendered (it alone loads Amplify).
 */
export const routeTree: RouteObject[] = [
  {
    path: '/',
    Component: SiteRoot,
    errorElement: <RouteError />,
    children: [
      {
        // A pathless layer so a page's error keeps the header and footer around it.
        errorElement: <RouteError />,
        children: [
          // Every page of the page table (content/site.ts), then the pages it does not hold.
          ...pageRoutes,
          { path: 'blog/:slug', ...page('blog-post', 'BlogPostPage') },
          {
            path: 'admin',
            id: 'admin',
            lazy: () => import('./routes/admin/root'),
            HydrateFallback: AdminLoading,
            children: [
              { index: true, lazy: () => import('./routes/admin/dashboard') },
              { path: 'blog/new', lazy: () => import('./routes/admin/blog-editor') },
              { path: 'blog/:id/edit', lazy: () => import('./routes/admin/blog-editor') },
              { path: 'downloads', lazy: () => import('./routes/admin/downloads') },
              { path: 'send-emails', lazy: () => import('./routes/admin/send-emails') },
              // Its own chunk: only this page loads the chart library.
              { path: 'analytics', lazy: () => import('./routes/admin/analytics') },
              { path: 'account', lazy: () => import('./routes/admin/account') },
              { path: '*', lazy: () => import('./routes/admin/not-built') },
            ],
          },
          { path: '*', ...page('not-found', 'NotFoundPage') },
        ],
      },
    ],
  },
];


function AdminLoading() {
  return (
    <p aria-live="polite" className="py-16 text-center text-parchment-400">
      Loading…
    </p>
  );
}
