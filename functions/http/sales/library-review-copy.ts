import { downloadLibraryReviewCopy } from '../../core/sales/library';
import { deps } from '../../lib/deps';
import { NO_REFERRER } from '../../lib/html-page';
import { Reply, routeHandler } from '../route-handler';
import { libraryPage, reviewCopyEnded, reviewCopyNotInLibrary, reviewCopyUsedUp } from './pages';

export const handler = routeHandler('libraryReviewCopyDownload', async ({ params }) => {
  const result = await downloadLibraryReviewCopy(deps(), params.token, params.campaignId);
  switch (result.outcome) {
    case 'redirect':
      return new Reply(303, '', { location: result.url, 'cache-control': 'no-store', ...NO_REFERRER });
    case 'closed':
      return libraryPage(result.library, params.token);
    case 'not-in-library':
      return reviewCopyNotInLibrary(params.token);
    case 'ended':
      return reviewCopyEnded(result.round.bookTitle, params.token);
    case 'used-up':
      return reviewCopyUsedUp(result.found.round.bookTitle, params.token);
  }
});
