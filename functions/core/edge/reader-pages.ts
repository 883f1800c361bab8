import { blogRoutes } from '../../contract/routes/blog';
import { newsletterRoutes } from '../../contract/routes/newsletters';
import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';

/**
 * The reader pages a change touches, as CloudFront invalidation paths (a final `*` takes every
 * path it begins, and counts as one path). A function page is kept at the edge for its s-maxage;
 * these take it away at once, so the author and her readers see a change on their next load.
 */
export const READER_PAGES = {
  /** A post published, changed while published, unpublished or deleted: the list, every post page, the feed; the sitemap. */
  blog: [`${blogRoutes.blogListPage.path}*`, blogRoutes.sitemap.path],
  /** A newsletter onto the site: the archive and its web version. */
  newsletters: [`${newsletterRoutes.newsletterArchivePage.path}*`],
} as const;

/** Takes the pages out of the edge's cache (see takeOutOfEdgeCache). */
export const refreshReaderPages = (d: Pick<Deps, 'invalidateEdge'>, pages: keyof typeof READER_PAGES) =>
  takeOutOfEdgeCache(d, READER_PAGES[pages]);

/**
 * Takes paths out of the edge's cache. A refusal is logged, never the change's failure: the change
 * is written, and the pages refresh by themselves within their cache time.
 */
export async function takeOutOfEdgeCache(d: Pick<Deps, 'invalidateEdge'>, paths: readonly string[]) {
  try {
    await d.invalidateEdge(paths);
  } catch (error) {
    log.warn('The edge kept its copies of changed pages: they refresh within their cache time', {
      paths: paths.slice(0, 20),
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
