import { openLibraryStory } from '../../core/stories/library-stories';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { storyNotOpen } from './pages';
import { storyPage } from './story-pages';

export const handler = routeHandler('storyPage', async ({ params }) => {
  const lookup = await openLibraryStory(deps(), params.token, params.storyId);
  return lookup.state === 'open' ? storyPage(params.token, lookup) : storyNotOpen(lookup.state, params.token);
});
