import { listShortStories } from '../../core/stories/list-short-stories';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listShortStories', async () => listShortStories());
