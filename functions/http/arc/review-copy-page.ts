import { lookUpReviewCopy, openReviewCopy } from '../../core/arc/review-copy';
import { deps } from '../../lib/deps';
import { isHead } from '../../lib/reply';
import { routeHandler } from '../route-handler';
import { reviewCopyPage } from './pages';

/** A HEAD (a mail scanner checking the link) only looks: the invitation is not marked opened. */
export const handler = routeHandler('reviewCopyPage', async ({ params, event }) =>
  reviewCopyPage(params.token, await (isHead(event) ? lookUpReviewCopy : openReviewCopy)(deps(), params.token)),
);
