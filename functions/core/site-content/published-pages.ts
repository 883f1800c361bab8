import { indexedPagePaths } from '@content/book-pages';
import { getPublishedMarks } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';

/** The site's indexed pages as last published; before the first publish, the page table's alone. */
export async function publishedPages(deps: Db): Promise<string[]> {
  return (await getPublishedMarks(deps))?.pages ?? indexedPagePaths([]);
}

/** How long a function keeps the list before it reads it again: a new book's page counts within a minute. */
const KEEP_MS = 60_000;
let kept: { pages: Promise<ReadonlySet<string>>; until: number } | undefined;

/**
 * The same list as a set, read at most once a minute per function (analytics asks on every
 * pageview). A failed read is not kept.
 */
export function recentPublishedPages(deps: Pick<Deps, 'db' | 'table' | 'now'>): Promise<ReadonlySet<string>> {
  const now = deps.now().getTime();
  if (!kept || kept.until <= now) {
    const pages = publishedPages(deps).then((list) => new Set(list));
    kept = { pages, until: now + KEEP_MS };
    pages.catch(() => {
      kept = undefined;
    });
  }
  return kept.pages;
}
