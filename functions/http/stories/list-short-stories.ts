import { listShortStories } from '../../core/stories/list-short-stories';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('listShortStories', async () => listShortStories());
