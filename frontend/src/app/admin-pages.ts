import type { ComponentType } from 'react';

/** A page's module, whose `Component` renders it; each page is its own chunk. */
type Load = () => Promise<{ Component: ComponentType }>;

/**
 * A section of the admin: its entry in the navigation, its first page, and the pages it opens
 * (paths relative to /admin; '' is /admin itself).
 */
export interface AdminSection {
  nav: string;
  path: string;
  load: Load;
  pages?: Record<string, Load>;
}

const blogEditor: Load = () => import('./routes/admin/blog-editor');
const newsletter: Load = () => import('./routes/admin/newsletter');
const siteHistory: Load = () => import('./routes/admin/site-history');

/** A section: its navigation entry, its path, its first page and the other pages it opens (paths below its own). */
const section = (nav: string, path: string, load: Load, pages?: Record<string, Load>): AdminSection => ({
  nav,
  path,
  load,
  ...(pages
    ? { pages: Object.fromEntries(Object.entries(pages).map(([page, loadPage]) => [join(path, page), loadPage])) }
    : {}),
});
const join = (path: string, page: string) => (path ? `${path}/${page}` : page);

/** The admin's sections, declared once: the navigation, in this order, and the router's children of `/admin` (routes.tsx). */
export const adminSections: AdminSection[] = [
  // The blog administration is /admin's first content (docs/SPEC.md §2).
  section('Posts', '', () => import('./routes/admin/dashboard'), {
    'blog/new': blogEditor,
    'blog/:id/edit': blogEditor,
  }),
  section('Site', 'site', () => import('./routes/admin/site'), {
    'new-book': () => import('./routes/admin/site-new-book'),
    'new-story': () => import('./routes/admin/site-new-story'),
    ':kind/:id': () => import('./routes/admin/site-piece'),
    ':kind/:id/history': siteHistory,
    ':kind/:id/history/:version': siteHistory,
  }),
  section('Download campaign', 'downloads', () => import('./routes/admin/downloads')),
  section('Send emails', 'send-emails', () => import('./routes/admin/send-emails')),
  section('Newsletters', 'newsletters', () => import('./routes/admin/newsletters'), {
    new: newsletter,
    ':id': newsletter,
  }),
  section('Readers', 'readers', () => import('./routes/admin/readers'), {
    new: () => import('./routes/admin/reader-new'),
    import: () => import('./routes/admin/readers-import'),
    ':id': () => import('./routes/admin/reader'),
  }),
  section('Dream Team', 'dream-team', () => import('./routes/admin/dream-team')),
  section('Images', 'images', () => import('./routes/admin/images')),
  section('Books', 'books', () => import('./routes/admin/books')),
  section('ARC rounds', 'arc', () => import('./routes/admin/arc'), {
    ':campaignId': () => import('./routes/admin/arc-round'),
  }),
  section('Leak lookup', 'leak-lookup', () => import('./routes/admin/leak-lookup')),
  section('Sales', 'sales', () => import('./routes/admin/sales')),
  // Its own chunk: only this page loads the chart library.
  section('Analytics', 'analytics', () => import('./routes/admin/analytics')),
  section('Account', 'account', () => import('./routes/admin/account')),
];

/** Every admin page with its module: each section's, then the page for any other path under /admin. */
export const adminPages: { path: string; load: Load }[] = [
  ...adminSections.flatMap(({ path, load, pages = {} }) => [
    { path, load },
    ...Object.entries(pages).map(([pagePath, pageLoad]) => ({ path: pagePath, load: pageLoad })),
  ]),
  { path: '*', load: () => import('./routes/admin/not-built') },
];
