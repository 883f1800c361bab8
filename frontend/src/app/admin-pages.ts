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

/** The admin's sections, declared once: the navigation, in this order, and the router's children of `/admin` (routes.tsx). */
export const adminSections: AdminSection[] = [
  // The blog administration is /admin's first content (docs/SPEC.md §2).
  {
    nav: 'Posts',
    path: '',
    load: () => import('./routes/admin/dashboard'),
    pages: { 'blog/new': blogEditor, 'blog/:id/edit': blogEditor },
  },
  {
    nav: 'Site',
    path: 'site',
    load: () => import('./routes/admin/site'),
    pages: {
      'site/new-book': () => import('./routes/admin/site-new-book'),
      'site/new-story': () => import('./routes/admin/site-new-story'),
      'site/:kind/:id': () => import('./routes/admin/site-piece'),
      'site/:kind/:id/history': siteHistory,
      'site/:kind/:id/history/:version': siteHistory,
    },
  },
  { nav: 'Download campaign', path: 'downloads', load: () => import('./routes/admin/downloads') },
  { nav: 'Send emails', path: 'send-emails', load: () => import('./routes/admin/send-emails') },
  {
    nav: 'Newsletters',
    path: 'newsletters',
    load: () => import('./routes/admin/newsletters'),
    pages: { 'newsletters/new': newsletter, 'newsletters/:id': newsletter },
  },
  {
    nav: 'Readers',
    path: 'readers',
    load: () => import('./routes/admin/readers'),
    pages: {
      'readers/new': () => import('./routes/admin/reader-new'),
      'readers/import': () => import('./routes/admin/readers-import'),
      'readers/:id': () => import('./routes/admin/reader'),
    },
  },
  { nav: 'Dream Team', path: 'dream-team', load: () => import('./routes/admin/dream-team') },
  { nav: 'Images', path: 'images', load: () => import('./routes/admin/images') },
  { nav: 'Books', path: 'books', load: () => import('./routes/admin/books') },
  {
    nav: 'ARC rounds',
    path: 'arc',
    load: () => import('./routes/admin/arc'),
    pages: { 'arc/:campaignId': () => import('./routes/admin/arc-round') },
  },
  { nav: 'Leak lookup', path: 'leak-lookup', load: () => import('./routes/admin/leak-lookup') },
  { nav: 'Sales', path: 'sales', load: () => import('./routes/admin/sales') },
  // Its own chunk: only this page loads the chart library.
  { nav: 'Analytics', path: 'analytics', load: () => import('./routes/admin/analytics') },
  { nav: 'Account', path: 'account', load: () => import('./routes/admin/account') },
];

/** Every admin page with its module: each section's, then the page for any other path under /admin. */
export const adminPages: { path: string; load: Load }[] = [
  ...adminSections.flatMap(({ path, load, pages = {} }) => [
    { path, load },
    ...Object.entries(pages).map(([pagePath, pageLoad]) => ({ path: pagePath, load: pageLoad })),
  ]),
  { path: '*', load: () => import('./routes/admin/not-built') },
];
