import { downloadLibraryReviewCopy } from '../../core/sales/library';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { fileRedirect, libraryPage, reviewCopyEnded, reviewCopyNotInLibrary, reviewCopyUsedUp } from './pages';

export const handler = routeHandler('libraryReviewCopyDownload', async ({ params: { token, campaignId } }) => {
  const result = await downloadLibraryReviewCopy(deps(), token, campaignId);
  if (result.outcome === 'redirect') return fileRedirect(result.url);
  if (result.outcome === 'closed') return libraryPage(result.library, token);
  if (result.outcome === 'not-in-library') return reviewCopyNotInLibrary(token);
  if (result.outcome === 'ended') return reviewCopyEnded(result.round.bookTitle, token);
  return reviewCopyUsedUp(result.found.round.bookTitle, token);
});
