import { askForLibrary } from '../../core/after-reply/forms';
import { deps } from '../../lib/deps';
import { clientOf } from '../../lib/edge';
import { routeHandler } from '../route-handler';
import { librarySentPage } from './pages';

/** "My books" posted: the same page whatever the address, so it never tells who bought. */
export const handler = routeHandler('libraryRequest', async ({ body, event }) => {
  await askForLibrary(deps(), body.email, clientOf(event));
  return librarySentPage();
});
