import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/root-layout';
import { RouteError } from '../components/route-error';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { ShortStoriesPage } from './routes/short-stories';

/**
 * The whole route tree, in one module, shared by the browser router and (later) the build step
 * that renders each public route to static HTML. Public pages are imported eagerly so they can
 * be rendered and hydrated synchronously; the admin area is a lazy chunk (it alone loads Amplify).
 */
export const routeTree: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        // A pathless layer so a page's error keeps the header and footer around it.
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage },
          { path: 'short-stories', Component: ShortStoriesPage },
          {
            path: 'admin',
            lazy: () => import('./routes/admin/root'),
            HydrateFallback: AdminLoading,
            children: [
              { index: true, lazy: () => import('./routes/admin/dashboard') },
              { path: '*', lazy: () => import('./routes/admin/not-built') },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** Public routes with fixed paths: what a prerender step renders to HTML. */
export const prerenderPaths = ['/', '/short-stories'] as const;

function AdminLoading() {
  return (
    <p aria-live="polite" className="py-16 text-center text-parchment-400">
      Loading…
    </p>
  );
}
