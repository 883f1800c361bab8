import type { ShortStory } from '../../contract/stories';

/** Featured stories first, otherwise in her order. */
export function listShortStories(stories: readonly ShortStory[]): ShortStory[] {
  return [...stories].sort((a, b) => Number(b.featured) - Number(a.featured));
}
