import type { Story } from '@content/schemas';
import { pieceKeyOf } from '../../entities/site-content';
import { listPublishedStories, markStoryOffSite, putPublishedStory } from '../../entities/published-story';
import type { Db } from '../../entities/table';

/**
 * A publish's part for the free stories: each story on the site written as published (its listing
 * and text, one item each, only when its piece's version moved on or it comes back), and each one
 * she took off marked off the site from `at`, its text kept for the libraries that held it.
 */
export async function publishStories(
  deps: Db,
  stories: readonly Story[],
  versions: Record<string, number>,
  at: string,
): Promise<void> {
  const before = new Map((await listPublishedStories(deps)).map((item) => [item.story.id, item]));
  const onSite = new Set(stories.map((story) => story.id));
  await Promise.all([
    ...stories.map(({ text, ...story }) => {
      const version = versions[pieceKeyOf('story', story.id)] ?? 0;
      const published = before.get(story.id);
      if (published && published.version === version && !published.offSiteSince) return undefined;
      return putPublishedStory(deps, { story, text, version });
    }),
    ...[...before.values()]
      .filter((item) => !onSite.has(item.story.id) && !item.offSiteSince)
      .map((item) => markStoryOffSite(deps, item.story.id, at)),
  ]);
}
