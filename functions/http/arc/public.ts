import { lookUpReviewCopy, openReviewCopy, downloadReviewCopy, reportReview } from '../../core/arc/review-copy';
import { deps } from '../../lib/deps';
import { isHead } from '../../lib/reply';
import { implementRoutes } from '../implement-routes';
import { arcRoutes } from '../../contract/routes/arc';
import { fileRedirect, formPages, lazyPages } from '../token-pages';

const pages = lazyPages(() => import('@frontend/ssr/review-copy-pages'));

export const handlers = implementRoutes(
  arcRoutes,
  'public',
  {
    /** A HEAD (a mail scanner checking the link) only looks: the invitation is not marked opened. */
    reviewCopyPage: async ({ params, event }) => {
      const found = await (isHead(event) ? lookUpReviewCopy : openReviewCopy)(deps(), params.token);
      return (await pages()).reviewCopyPage(params.token, found);
    },
    downloadReviewCopy: async ({ params }) => {
      const result = await downloadReviewCopy(deps(), params.token);
      if (result.outcome === 'redirect') return fileRedirect(result.url);
      return (await pages()).reviewCopyPage(
        params.token,
        result.found,
        result.outcome === 'used-up' ? { usedUp: true } : {},
      );
    },
    reportReview: async ({ params, body }) => {
      const result = await reportReview(deps(), params.token, body);
      const { reviewCopyPage } = await pages();
      if (result.outcome === 'refused') return reviewCopyPage(params.token, result.found);
      if (result.outcome === 'invalid')
        return reviewCopyPage(params.token, result.found, { problem: result.problem, given: body.url }, 400);
      return reviewCopyPage(
        params.token,
        result.found,
        result.outcome === 'recorded' ? { thanks: true } : { full: true },
      );
    },
  },
  formPages,
);
