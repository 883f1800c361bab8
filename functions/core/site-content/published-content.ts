import type { SiteContent } from '@content/schemas';
import { getPublishedContent } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';

/** How long a function keeps her published site before it reads it again: a publish shows within a minute. */
const KEEP_MS = 60_000;
let kept: { content: Promise<SiteContent>; until: number } | undefined;

/**
 * Her site as last published (a book's title, price and file, her name), as the functions read it:
 * every deployment publishes once its files are in place (infra/stack.ts), so it is there.
 */
export async function publishedContent(deps: Db): Promise<SiteContent> {
  const content = await getPublishedContent(deps);
  if (!content) throw new Error('The site has not been published yet: a deploy publishes it (PublishAfterDeploy)');
  return content;
}

/** The same, read at most once a minute per function; a failed read is not kept. */
export function recentPublishedContent(deps: Pick<Deps, 'db' | 'table' | 'now'>): Promise<SiteContent> {
  const now = deps.now().getTime();
  if (!kept || kept.until <= now) {
    const content = publishedContent(deps);
    kept = { content, until: now + KEEP_MS };
    content.catch(() => {
      kept = undefined;
    });
  }
  return kept.content;
}
