import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { SiteRoot } from './site-root';

/** Each public page's module, loaded with its route (import.meta.glob: one lazy import per file). */
const pageModules = import.meta.glob<Record<string, ComponentType>>('./routes/*.tsx');

/** What a public page's route carries: the module it renders, which the prerender preloads. */
export interface PageHandle {
  /** The page's source, relative to frontend/ (the key of Vite's build manifest). */
  module: string;
}

/**
 * A public page as a lazy route: its code and content arrive with the page (issue 14), not in
 * the bundle every reader downloads. The prerender writes a modulepreload for it, and main.tsx
 * loads it before hydrating, so the first render matches the prerendered HTML.
 */
function page(file: string, exportName: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`No page module frontend/src/app/routes/${file}.tsx`);
  const handle: PageHandle = { module: `src/app/routes/${file}.tsx` };
  return { handle, lazy: async () => ({ Component: (await load())[exportName] }) };
}

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
          { index: true, ...page('home', 'HomePage') },
          { path: 'books', ...page('books', 'BooksPage') },
          { path: 'about', ...page('about', 'AboutPage') },
          { path: 'short-stories', ...page('short-stories', 'ShortStoriesPage') },
          { path: 'terms-of-service', ...page('terms', 'TermsPage') },
          { path: 'privacy-policy', ...page('privacy', 'PrivacyPage') },
          { path: 'house-hippo-challenge', ...page('house-hippo', 'HouseHippoPage') },
          { path: 'sign-up', ...page('sign-up', 'SignUpPage') },
          { path: 'signup', ...page('sign-up', 'SignUpPage') },
          { path: 'voss-trials', ...page('voss-trials', 'VossTrialsPage') },
          { path: 'blog', ...page('blog', 'BlogPage') },
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
