import { pressDownload } from '../../core/downloads/download';
import { deps } from '../../lib/deps';
import { NO_REFERRER } from '../../lib/html-page';
import { Reply, routeHandler } from '../route-handler';
import { refusedPage, unavailablePage } from './pages';

export const handler = routeHandler('download', async ({ params }) => {
  const result = await pressDownload(deps(), params.token);
  switch (result.outcome) {
    case 'redirect':
      return new Reply(303, '', { location: result.url, 'cache-control': 'no-store', ...NO_REFERRER });
    case 'unavailable':
      return unavailablePage(result.lookup);
    case 'refused':
      return refusedPage(result.lookup);
  }
});
