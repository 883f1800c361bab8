import type { ComponentType } from 'react';

/**
 * The admin's pages, declared once: the router's children of `/admin` (routes.tsx) and, for those
 * with a `nav` label, the admin navigation, in this order. Each page is its own chunk.
 */
export interface AdminPage {
  /** Relative to /admin; '' is /admin itself. */
  path: string;
  /** Its entry in the admin navigation, when it has one. */
  nav?: string;
  /** Its module, whose `Component` renders it. */
  load: () => Promise<{ Component: ComponentType }>;
}

export const adminPages: AdminPage[] = [
  // The blog administration is /admin's first content (docs/SPEC.md §2).
  { path: '', nav: 'Posts', load: () => import('./routes/admin/dashboard') },
  { path: 'blog/new', load: () => import('./routes/admin/blog-editor') },
  { path: 'blog/:id/edit', load: () => import('./routes/admin/blog-editor') },
  { path: 'downloads', nav: 'Download campaign', load: () => import('./routes/admin/downloads') },
  { path: 'send-emails', nav: 'Send emails', load: () => import('./routes/admin/send-emails') },
  { path: 'newsletters', nav: 'Newsletters', load: () => import('./routes/admin/newsletters') },
  { path: 'newsletters/new', load: () => import('./routes/admin/newsletter') },
  { path: 'newsletters/:id', load: () => import('./routes/admin/newsletter') },
  { path: 'readers', nav: 'Readers', load: () => import('./routes/admin/readers') },
  { path: 'readers/new', load: () => import('./routes/admin/reader-new') },
  { path: 'readers/import', load: () => import('./routes/admin/readers-import') },
  { path: 'readers/:id', load: () => import('./routes/admin/reader') },
  { path: 'dream-team', nav: 'Dream Team', load: () => import('./routes/admin/dream-team') },
  { path: 'images', nav: 'Images', load: () => import('./routes/admin/images') },
  { path: 'books', nav: 'Books', load: () => import('./routes/admin/books') },
  { path: 'arc', nav: 'ARC rounds', load: () => import('./routes/admin/arc') },
  { path: 'arc/:campaignId', load: () => import('./routes/admin/arc-round') },
  { path: 'leak-lookup', nav: 'Leak lookup', load: () => import('./routes/admin/leak-lookup') },
  { path: 'sales', nav: 'Sales', load: () => import('./routes/admin/sales') },
  // Its own chunk: only this page loads the chart library.
  { path: 'analytics', nav: 'Analytics', load: () => import('./routes/admin/analytics') },
  { path: 'account', nav: 'Account', load: () => import('./routes/admin/account') },
  { path: '*', load: () => import('./routes/admin/not-built') },
];
