import type { PublicSiteContent } from '@content/schemas';
import { getPublishedContent } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import type { SiteOf } from '../seo/head-tags';
import { NotPublishedYetError } from '../../lib/errors';
import { keptFor } from '../../lib/kept-for';

/**
 * Her site as last published (a book's title, price and file, her name, the stories' listing), as
 * the functions read it: every deployment publishes once its files are in place (infra/stack.ts),
 * so it is there but in the minutes of a new deployment's first deploy, when a reader is asked to
 * come back (a 503). The stories' texts are not in it: the library reads each one's alone.
 */
export async function publishedContent(deps: Db): Promise<PublicSiteContent> {
  const content = await getPublishedContent(deps);
  if (!content) throw new NotPublishedYetError();
  // Published before the stories were pieces: none until the deploy's own publish.
  return { ...content, stories: content.stories ?? [] };
}

/** The same, read at most once a minute per function: a publish shows within a minute. */
export const recentPublishedContent = keptFor(
  60_000,
  (deps: Pick<Deps, 'db' | 'table' | 'now'>) => publishedContent(deps),
  (deps) => deps.now().getTime(),
);

/**
 * Her name, place and address as last published (within a minute): what her emails are signed
 * with and their replies reach, and what the pages behind emailed links name.
 */
export const recentAuthor = async (deps: Pick<Deps, 'db' | 'table' | 'now'>) =>
  (await recentPublishedContent(deps)).author;

/** The site a page or post is on: by her as published (within a minute), at the stack's address (deps.siteUrl). */
export const recentSite = async (deps: Pick<Deps, 'db' | 'table' | 'now' | 'siteUrl'>): Promise<SiteOf> => ({
  name: (await recentAuthor(deps)).name,
  siteUrl: deps.siteUrl,
});
