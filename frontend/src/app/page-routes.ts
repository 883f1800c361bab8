import type { RouteObject } from 'react-router-dom';
import { BOOK_PAGE_ROUTE, PUBLIC_ROUTES, type PublicRoute } from '@content/page-table';
import { lazyRoute, type LoadComponent } from './lazy-route';

/** A view for each page of the page table, keyed by its route: no page without a view, no view without a page. */
export type PageViews = Record<PublicRoute, LoadComponent>;

const signUpPage = () => import('./routes/sign-up').then((module) => module.SignUpPage);

/**
 * The view of each page of the page table (content/page-table.ts), keyed by its route: the
 * component that renders it, loaded with its route, so its code and content arrive with the page,
 * not in the bundle every reader downloads. A page of the table without a view here, or a view
 * without a page there, fails tsc (test/types/page-views.ts shows both).
 */
export const pageViews = {
  '/': () => import('./routes/home').then((module) => module.HomePage),
  '/books': () => import('./routes/books').then((module) => module.BooksPage),
  '/signup': signUpPage,
  '/sign-up': signUpPage,
  '/about': () => import('./routes/about').then((module) => module.AboutPage),
  '/short-stories': () => import('./routes/short-stories').then((module) => module.ShortStoriesPage),
  '/voss-trials': () => import('./routes/voss-trials').then((module) => module.VossTrialsPage),
  '/blog': () => import('./routes/blog').then((module) => module.BlogPage),
  '/terms-of-service': () => import('./routes/terms').then((module) => module.TermsPage),
  '/privacy-policy': () => import('./routes/privacy').then((module) => module.PrivacyPage),
  '/house-hippo-challenge': () => import('./routes/house-hippo').then((module) => module.HouseHippoPage),
} satisfies PageViews;

/**
 * A page of the page table as a lazy route (`/` is the index route). The prerender finds the
 * page's modules from the component it loads, and start.tsx loads it before hydrating, so the
 * first render matches the prerendered HTML.
 */
function pageRoute(path: PublicRoute): RouteObject {
  const view = lazyRoute(pageViews[path]);
  return path === '/' ? { index: true, ...view } : { path: path.slice(1), ...view };
}

/**
 * The view of a book's page (`BOOK_PAGE_ROUTE`, content/page-table.ts): its component draws the
 * props its renderer gives (app/page-data.ts), one page per book.
 */
export const bookPageView: LoadComponent = () => import('./routes/book').then((module) => module.BookPage);

/** The routes of the page table's pages, in its order, then the books' pages: the router's public pages. */
export const pageRoutes: RouteObject[] = [
  ...PUBLIC_ROUTES.map(pageRoute),
  { path: BOOK_PAGE_ROUTE.slice(1), ...lazyRoute(bookPageView) },
];

/**
 * Public routes with fixed paths: what the prerender renders to HTML (the page table's, in its
 * order), before each book's page (content/book-pages.ts, which it reads itself: the catalogue
 * stays out of the app's bundle).
 */
export const prerenderPaths: readonly string[] = PUBLIC_ROUTES;
