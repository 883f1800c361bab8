import { downloadLibraryEbook } from '../../core/sales/library';
import { deps } from '../../lib/deps';
import { NO_REFERRER } from '../../lib/html-page';
import { refusedPage, unavailablePage } from '../downloads/pages';
import { Reply, routeHandler } from '../route-handler';
import { libraryPage, notInLibrary } from './pages';

export const handler = routeHandler('libraryEbookDownload', async ({ params }) => {
  const result = await downloadLibraryEbook(deps(), params.token, params.filename);
  switch (result.outcome) {
    case 'redirect':
      return new Reply(303, '', { location: result.url, 'cache-control': 'no-store', ...NO_REFERRER });
    case 'closed':
      return libraryPage(result.library, params.token);
    case 'not-in-library':
      return notInLibrary(params.token);
    case 'unavailable':
      return unavailablePage(result.lookup);
    case 'refused':
      return refusedPage(result.lookup);
  }
});
