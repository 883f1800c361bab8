import { bulkEmailJobProgress } from '../../core/bulk-email/jobs';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getBulkEmailJob', async ({ params }) =>
  bulkEmailJobProgress(deps(), params.jobId),
);
