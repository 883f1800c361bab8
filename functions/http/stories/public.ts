import { listShortStories } from '../../core/stories/list-short-stories';
import { recentPublishedContent } from '../../core/site-content/published-content';
import { deps } from '../../lib/deps';
import { implementRoutes } from '../implement-routes';
import { storyRoutes } from '../../contract/routes/stories';

export const handlers = implementRoutes(storyRoutes, 'public', {
  /** The stories as she last published them (within a minute). */
  listShortStories: async () => listShortStories((await recentPublishedContent(deps())).stories),
});
