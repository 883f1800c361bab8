import { lookUpReviewCopy, openReviewCopy, downloadReviewCopy, reportReview } from '../../core/arc/review-copy';
import { deps } from '../../lib/deps';
import { isHead } from '../../lib/reply';
import { reviewCopyPage } from './pages';
import { NO_REFERRER } from '../../lib/html-page';
import { Reply } from '../route-handler';
import { implementRoutes } from '../implement-routes';
import { arcRoutes } from '../../contract/routes/arc';

export const handlers = implementRoutes(arcRoutes, 'public', {
  /** A HEAD (a mail scanner checking the link) only looks: the invitation is not marked opened. */
  reviewCopyPage: async ({ params, event }) =>
    reviewCopyPage(params.token, await (isHead(event) ? lookUpReviewCopy : openReviewCopy)(deps(), params.token)),
  downloadReviewCopy: async ({ params }) => {
    const result = await downloadReviewCopy(deps(), params.token);
    if (result.outcome === 'redirect')
      return new Reply(303, '', { location: result.url, 'cache-control': 'no-store', ...NO_REFERRER });
    return reviewCopyPage(params.token, result.found, result.outcome === 'used-up' ? { usedUp: true } : {});
  },
  reportReview: async ({ params, body }) => {
    const result = await reportReview(deps(), params.token, body);
    if (result.outcome === 'refused') return reviewCopyPage(params.token, result.found);
    if (result.outcome === 'invalid')
      return reviewCopyPage(params.token, result.found, { problem: result.problem, given: body.url }, 400);
    return reviewCopyPage(
      params.token,
      result.found,
      result.outcome === 'recorded' ? { thanks: true } : { full: true },
    );
  },
});
