import { openReviewCopy } from '../../core/arc/review-copy';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { reviewCopyPage } from './pages';

export const handler = routeHandler('reviewCopyPage', async ({ params }) => reviewCopyPage(params.token, await openReviewCopy(deps(), params.token)));
