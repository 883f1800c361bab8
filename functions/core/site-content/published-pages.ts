import { indexedPagePaths } from '@content/page-table';
import { getPublishedMarks } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { keptFor } from '../../lib/kept-for';

/** The site's indexed pages as last published; before the first publish, the page table's alone. */
export async function publishedPages(deps: Db): Promise<string[]> {
  return (await getPublishedMarks(deps))?.pages ?? indexedPagePaths([]);
}

/**
 * The same list as a set, read at most once a minute per function (analytics asks on every
 * pageview): a new book's page counts within a minute.
 */
export const recentPublishedPages = keptFor(
  60_000,
  async (deps: Pick<Deps, 'db' | 'table' | 'now'>): Promise<ReadonlySet<string>> => new Set(await publishedPages(deps)),
  (deps) => deps.now().getTime(),
);
