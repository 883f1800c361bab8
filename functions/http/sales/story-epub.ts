import { epubFileName, openLibraryStory, storyEpub } from '../../core/stories/library-stories';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { storyNotOpen } from './pages';
import { storyEpubReply } from './story-pages';

export const handler = routeHandler('storyEpub', async ({ params }) => {
  const d = deps();
  const lookup = await openLibraryStory(d, params.token, params.storyId);
  if (lookup.state !== 'open') return storyNotOpen(lookup.state, params.token);
  return storyEpubReply(storyEpub(lookup, d.now()), epubFileName(lookup.story));
});
