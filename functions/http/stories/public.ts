import { listShortStories } from '../../core/stories/list-short-stories';
import { implementRoutes } from '../implement-routes';
import { storyRoutes } from '../../contract/routes/stories';

export const handlers = implementRoutes(storyRoutes, 'public', {
  listShortStories: async () => listShortStories(),
});
