import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { AboutPage } from './routes/about';
import { BlogPage } from './routes/blog';
import { BlogPostPage } from './routes/blog-post';
import { BooksPage } from './routes/books';
import { HomePage } from './routes/home';
import { HouseHippoPage } from './routes/house-hippo';
import { NotFoundPage } from './routes/not-found';
import { PrivacyPage } from './routes/privacy';
import { ShortStoriesPage } from './routes/short-stories';
import { SignUpPage } from './routes/sign-up';
import { TermsPage } from './routes/terms';
import { VossTrialsPage } from './routes/voss-trials';
import { SiteRoot } from './site-root';

/**
 * The whole route tree, in one module, shared by the browser router and (later) the build step
 * that renders each public route to static HTML. Public pages are imported eagerly so they can
 * be rendered and hydrated synchronously; the admin area is a lazy chunk (it alone loads Amplify).
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
          { index: true, Component: HomePage },
          { path: 'books', Component: BooksPage },
          { path: 'about', Component: AboutPage },
          { path: 'short-stories', Component: ShortStoriesPage },
          { path: 'terms-of-service', Component: TermsPage },
          { path: 'privacy-policy', Component: PrivacyPage },
          { path: 'house-hippo-challenge', Component: HouseHippoPage },
          { path: 'sign-up', Component: SignUpPage },
          { path: 'signup', Component: SignUpPage },
          { path: 'voss-trials', Component: VossTrialsPage },
          { path: 'blog', Component: BlogPage },
          { path: 'blog/:slug', Component: BlogPostPage },
          {
            path: 'admin',
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
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** Public routes with fixed paths: what a prerender step renders to HTML. */
export const prerenderPaths = [
  '/',
  '/books',
  '/about',
  '/short-stories',
  '/sign-up',
  '/signup',
  '/voss-trials',
  '/terms-of-service',
  '/privacy-policy',
  '/house-hippo-challenge',
  // Rendered with its loading skeletons (the posts are read from the API in the browser).
  '/blog',
] as const;

function AdminLoading() {
  return (
    <p aria-live="polite" className="py-16 text-center text-parchment-400">
      Loading…
    </p>
  );
}
