import { PUBLIC_ROUTES } from '@content/page-table';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_OTHER } from '../../contract/analytics';
import { BLOG_LIMITS, SLUG_PATTERN } from '../../contract/blog';
import type { Deps } from '../../lib/deps';
import { isPublishedSlug } from '../blog/post-store';
import { recentPublishedPages } from '../site-content/published-pages';

/**
 * What the figures may name: the site's own pages and the declared events. Anything else a
 * caller sends is counted as ANALYTICS_OTHER, so no one can add pages or events to the figures
 * (or rows to the table) by making them up.
 */
const SITE_PAGES: ReadonlySet<string> = new Set(PUBLIC_ROUTES);
const EVENT_NAMES: ReadonlySet<string> = new Set(ANALYTICS_EVENT_NAMES);
const BLOG_POST = /^\/blog\/([^/]+)$/;

/** `/books/` and `/books` are one page. */
const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * The page as counted: a public page, a book's page as last published, a published post's
 * `/blog/<slug>`, else ANALYTICS_OTHER.
 */
export async function countedPage(deps: Pick<Deps, 'db' | 'table' | 'now'>, path: string): Promise<string> {
  const page = normalisePath(path);
  if (SITE_PAGES.has(page) || (await recentPublishedPages(deps)).has(page)) return page;
  const slug = BLOG_POST.exec(page)?.[1];
  if (slug && slug.length <= BLOG_LIMITS.slug && SLUG_PATTERN.test(slug) && (await isPublishedSlug(deps, slug)))
    return page;
  return ANALYTICS_OTHER;
}

export const countedEvent = (name: string) => (EVENT_NAMES.has(name) ? name : ANALYTICS_OTHER);
