import { downloadReviewCopy } from '../../core/arc/review-copy';
import { deps } from '../../lib/deps';
import { NO_REFERRER } from '../../lib/html-page';
import { Reply, routeHandler } from '../route-handler';
import { reviewCopyPage } from './pages';

export const handler = routeHandler('downloadReviewCopy', async ({ params }) => {
  const result = await downloadReviewCopy(deps(), params.token);
  if (result.outcome === 'redirect')
    return new Reply(303, '', { location: result.url, 'cache-control': 'no-store', ...NO_REFERRER });
  return reviewCopyPage(params.token, result.found, result.outcome === 'used-up' ? { usedUp: true } : {});
});
