import { retryFailedRecipients } from '../../core/bulk-email/jobs';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'retryBulkEmailJob',
  async ({ params }) => new Reply(202, await retryFailedRecipients(deps(), params.jobId)),
);
