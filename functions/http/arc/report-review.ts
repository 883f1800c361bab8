import { reportReview } from '../../core/arc/review-copy';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { reviewCopyPage } from './pages';

export const handler = routeHandler('reportReview', async ({ params, body }) => {
  const result = await reportReview(deps(), params.token, body);
  if (result.outcome === 'refused') return reviewCopyPage(params.token, result.found);
  if (result.outcome === 'invalid')
    return reviewCopyPage(params.token, result.found, { problem: result.problem, given: body.url }, 400);
  return reviewCopyPage(params.token, result.found, result.outcome === 'recorded' ? { thanks: true } : { full: true });
});
