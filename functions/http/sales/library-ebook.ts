import { downloadLibraryEbook } from '../../core/sales/library';
import { deps } from '../../lib/deps';
import { refusedPage, unavailablePage } from '../downloads/pages';
import { routeHandler } from '../route-handler';
import { fileRedirect, libraryPage, notInLibrary } from './pages';

export const handler = routeHandler('libraryEbookDownload', async ({ params }) => {
  const result = await downloadLibraryEbook(deps(), params.token, params.filename);
  switch (result.outcome) {
    case 'redirect':
      return fileRedirect(result.url);
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
