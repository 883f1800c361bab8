import { shortStories } from '@content/stories';
import type { ShortStory } from '../../contract/stories';

/** Featured stories first, otherwise in the order the author wrote them down. */
export function listShortStories(): ShortStory[] {
  return [...shortStories].sort((a, b) => Number(b.featured) - Number(a.featured));
}
