import { openLink } from '../../core/downloads/download';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { downloadLinkPage, refusedPage } from './pages';

export const handler = routeHandler('downloadPage', async ({ params }) => {
  const found = await openLink(deps(), params.token);
  return found.state === 'valid' ? downloadLinkPage(params.token, found) : refusedPage(found);
});
